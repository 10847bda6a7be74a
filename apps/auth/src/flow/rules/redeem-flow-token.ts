// The checks every `exchange_token` makes before it looks at the account (flow-api.md §2.2
// thirdparty steps 1–3, §2.7, §2.8): a turn of `token_exchange/{ip}` (429 with `retry_after`),
// then the one-time token taken out of the store, whatever follows (single use).
//
// A token that is unknown, expired, already used or bound to another flow is refused with 400
// `form_data_invalid_error` where Hanko answers 500 (its quirk, Appendix B6): it is the
// client's mistake or the user's delay, never the server's (docs/decisions/0011, 0034). The
// flow stays in `thirdparty`, where the official SDK goes `back` and shows the error. A token
// carrying a PKCE verifier needs the same `code_verifier` (400 otherwise).
import type { RedeemedToken } from "../../identities/one-time-tokens.ts";
import type { ActionOutcome } from "../engine/flow-definition.ts";
import type { AuthActionContext } from "../flows/flow-deps.ts";
import { takeTokenExchangeTurn } from "./rate-limits.ts";

export type FlowTokenRedemption<G = RedeemedToken> =
  { ok: true; grant: G } | { ok: false; outcome: ActionOutcome };

/** What a token store hands over: the flow the token is bound to, and the PKCE check. */
interface FlowBoundGrant {
  flowId: string | null;
  verifier: "none" | "match" | "mismatch";
}

/**
 * `flowId`: the flow the token must have been issued for; `null` for tokens no flow started
 * (IdP-initiated SAML, exchanged by `token_exchange`).
 */
export function redeemFlowToken(
  ctx: AuthActionContext,
  flowId: string | null,
): Promise<FlowTokenRedemption> {
  return redeemFlowBound(ctx, flowId, (token, verifier) => ctx.deps.tokens.redeem(token, verifier));
}

/** The same checks for a token of another store (the profile's pending connections). */
export async function redeemFlowBound<G extends FlowBoundGrant>(
  ctx: AuthActionContext,
  flowId: string | null,
  take: (token: string, codeVerifier: string | undefined) => Promise<G | undefined>,
): Promise<FlowTokenRedemption<G>> {
  const refuse = (outcome: ActionOutcome): FlowTokenRedemption<G> => ({ ok: false, outcome });
  const turn = await takeTokenExchangeTurn(ctx.deps);
  if (!turn.allowed) {
    ctx.payload.retry_after = turn.retryAfterSeconds;
    return refuse(ctx.error("rate_limit_exceeded"));
  }
  const verifier = ctx.input.string("code_verifier");
  const grant = await take(ctx.input.string("token"), verifier === "" ? undefined : verifier);
  // One answer for all of these, so that a guess learns nothing about other flows' tokens.
  if (grant === undefined || grant.flowId !== flowId) {
    return refuse(ctx.error("form_data_invalid_error", "unknown, expired or used token"));
  }
  if (grant.verifier === "mismatch") {
    return refuse(ctx.error("form_data_invalid_error", "code_verifier does not match"));
  }
  return { ok: true, grant };
}
