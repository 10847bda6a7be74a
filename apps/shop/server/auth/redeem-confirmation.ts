// Redeeming a confirmation token before a risky action (docs/decisions/0070): the shop's server
// hands the provider the token the browser got, with the shopper's session and the action and
// details it is about to carry out; only a 200 lets it act. The provider marks the token used,
// so a second redeem, another user's session or other details are refused there. Every refusal
// is a value, and so is a provider that does not answer: the action is then simply not done.
import type { RiskyAction } from "../../domain/confirmations/risky-action.ts";
import {
  confirmationRefusal,
  type ConfirmationRefusal,
} from "../../domain/confirmations/confirmation-refusal.ts";
import { providerHeaders } from "./provider-headers.ts";
import type { ProviderCall } from "./shopper-session.ts";

/** apps/auth/src/confirmations/confirmation-wire.ts, CONFIRMATION_PATHS.redeem. */
export const REDEEM_PATH = "/confirmations/redeem";

/** Tokens are 32 random bytes in base64url (43 characters); the provider takes up to 128. */
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export type ConfirmationCheck =
  { ok: true; method: string } | { ok: false; refusal: ConfirmationRefusal };

export type RedeemConfirmation = (
  session: string,
  token: string | undefined,
  request: RiskyAction,
  call?: ProviderCall,
) => Promise<ConfirmationCheck>;

export function confirmationRedeemer({
  baseUrl,
  timeoutMs,
  fetch: fetchImpl = fetch,
  warn = (message: string) => console.warn(message),
}: {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch | undefined;
  warn?: (message: string) => void;
}): RedeemConfirmation {
  return async (session, token, { action, details }, call) => {
    if (token === undefined || !TOKEN.test(token) || session === "") {
      return { ok: false, refusal: "confirmation_missing" };
    }
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${REDEEM_PATH}`, {
        method: "POST",
        headers: providerHeaders(call?.requestId, {
          Authorization: `Bearer ${session}`,
          "Content-Type": "application/json",
        }),
        body: JSON.stringify({ token, action, details }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      warn(`Kretsbutiken: could not redeem a confirmation (${String(error)})`);
      return { ok: false, refusal: "confirmation_unavailable" };
    }
    const body = (await response.json().catch(() => undefined)) as
      { action?: unknown; method?: unknown; error?: unknown } | undefined;
    if (response.status === 200 && body?.action === action && typeof body.method === "string") {
      return { ok: true, method: body.method };
    }
    // 401: the session itself is not taken; to the user that is a confirmation not found.
    if (response.status === 401) return { ok: false, refusal: "confirmation_not_found" };
    const refusal = confirmationRefusal(body?.error);
    if (refusal === "confirmation_unavailable") {
      warn(`Kretsbutiken: redeeming a confirmation answered ${response.status}`);
    }
    return { ok: false, refusal };
  };
}
