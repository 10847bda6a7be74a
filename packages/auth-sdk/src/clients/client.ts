// Base of the REST clients: one shared HttpClient, and the rule that a 401 on an authenticated
// call ends the session here and fires `hanko-session-expired` (product spec §6).
import type { HankoError } from "../errors.ts";
import type { HttpClient } from "../http/http-client.ts";
import type { HttpResponse } from "../http/http-response.ts";
import type { Relay } from "../session/relay.ts";
import type { SessionState } from "../session/session-state.ts";
import type { TokenStore } from "../session/token-store.ts";
import type { Clock } from "../platform/platform.ts";
import { errorForStatus, type StatusErrorTable } from "./status-errors.ts";

export type ClientOptions = {
  client: HttpClient;
  relay: Relay;
  tokenStore: TokenStore;
  sessionState: SessionState;
  clock: Clock;
};

export abstract class Client {
  readonly client: HttpClient;
  protected readonly relay: Relay;
  protected readonly tokenStore: TokenStore;
  protected readonly sessionState: SessionState;
  protected readonly clock: Clock;

  constructor(options: ClientOptions) {
    this.client = options.client;
    this.relay = options.relay;
    this.tokenStore = options.tokenStore;
    this.sessionState = options.sessionState;
    this.clock = options.clock;
  }

  /** The error for a failed answer; a 401 on an authenticated call also expires the session. */
  protected failure(
    response: HttpResponse,
    options: { authenticated: boolean; table?: StatusErrorTable },
  ): HankoError {
    if (options.authenticated && response.status === 401) this.relay.dispatchSessionExpiredEvent();
    return errorForStatus(response, options.table);
  }
}
