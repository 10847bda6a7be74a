// The session: `GET /sessions/validate` on the server (official SDK 2.x), and what this
// browser stored locally (official SDK 1.x `Session`: get, isValid, isAuthFlowCompleted).
import type { Claims } from "@kretsbutiken/flow-protocol";
import { REST_PATHS } from "@kretsbutiken/flow-protocol";
import { isSessionValid, remainingSeconds } from "../session/session-state.ts";
import { parseSessionValidateResponse } from "@kretsbutiken/flow-protocol/checks";
import { Client } from "./client.ts";
import type { SessionCheckResponse } from "./dto.ts";
import { readBody } from "./read-body.ts";

/** The locally known session. */
export type LocalSessionDetail = {
  expirationSeconds: number;
  /** The token, when the SDK can read it (not with an HttpOnly server cookie). */
  jwt?: string;
  claims?: Claims;
};

export class SessionClient extends Client {
  /**
   * Asks the server. When it says invalid while this browser still believes in a session, the
   * session ends here too and `hanko-session-expired` fires.
   */
  async validate(): Promise<SessionCheckResponse> {
    const response = await this.client.get(REST_PATHS.sessionsValidate);
    if (!response.ok) throw this.failure(response, { authenticated: false });
    const result = readBody(response, parseSessionValidateResponse);
    if (!result.is_valid && isSessionValid(this.sessionState.read(), this.clock)) {
      this.relay.dispatchSessionExpiredEvent();
    }
    return result;
  }

  /** The local session, or null when it has expired or never existed. */
  get(): LocalSessionDetail | null {
    const state = this.sessionState.read();
    if (!isSessionValid(state, this.clock)) return null;
    const detail: LocalSessionDetail = { expirationSeconds: remainingSeconds(state, this.clock) };
    const jwt = this.tokenStore.get();
    if (jwt !== undefined) detail.jwt = jwt;
    if (state.claims !== undefined) detail.claims = state.claims;
    return detail;
  }

  isValid(): boolean {
    return isSessionValid(this.sessionState.read(), this.clock);
  }

  /** True once a flow reached `success`; false again when the next sign-in starts. */
  isAuthFlowCompleted(): boolean {
    return this.sessionState.read().authFlowCompleted;
  }
}
