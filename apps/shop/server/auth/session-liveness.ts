// Whether the provider still honours a session: `POST /sessions/validate`, remembered per token
// for a few seconds. A verified signature only says the token was issued; this says it was not
// ended since (logout on another device, a revoked session, a deleted account).
import { REST_PATHS, type SessionValidateResponse } from "@kretsbutiken/flow-protocol";
import { AuthUnavailableError } from "./auth-unavailable-error.ts";
import { providerHeaders } from "./provider-headers.ts";

/** Enough for every signed-in visitor of a busy minute; the oldest answers go first. */
const MAX_REMEMBERED = 10_000;

export interface SessionLivenessOptions {
  baseUrl: string;
  timeoutMs: number;
  /** How long an answer is reused; 0 asks every time. */
  rememberSeconds: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface SessionLiveness {
  /** The user id the provider reports for a live session, or undefined. */
  check(token: string, requestId?: string): Promise<string | undefined>;
  forget(token: string): void;
}

export function sessionLiveness(options: SessionLivenessOptions): SessionLiveness {
  const fetchJson = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const url = `${options.baseUrl}${REST_PATHS.sessionsValidate}`;
  const remembered = new Map<string, { userId: string | undefined; until: number }>();

  async function ask(token: string, requestId: string | undefined): Promise<string | undefined> {
    let response: Response;
    try {
      response = await fetchJson(url, {
        method: "POST",
        headers: providerHeaders(requestId, { "Content-Type": "application/json" }),
        body: JSON.stringify({ session_token: token }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new AuthUnavailableError(`could not reach ${url}`, { cause: error });
    }
    if (!response.ok) throw new AuthUnavailableError(`${url} answered ${response.status}`);
    const body = (await response.json().catch(() => undefined)) as
      SessionValidateResponse | undefined;
    if (body?.is_valid !== true) return undefined;
    return typeof body.user_id === "string" ? body.user_id : undefined;
  }

  return {
    async check(token, requestId) {
      const at = now();
      const known = remembered.get(token);
      if (known && at < known.until) return known.userId;
      const userId = await ask(token, requestId);
      // Kept even for 0 s (or less): such an answer is never reused, so keeping it costs only memory.
      // Stryker disable next-line CallExpression: an entry re-asked about has expired, and the oldest entry is the only one ever dropped
      remembered.delete(token);
      if (remembered.size >= MAX_REMEMBERED) {
        // A map at its size limit always has an oldest key.
        remembered.delete(remembered.keys().next().value as string);
      }
      remembered.set(token, { userId, until: at + options.rememberSeconds * 1000 });
      return userId;
    },
    forget(token) {
      remembered.delete(token);
    },
  };
}
