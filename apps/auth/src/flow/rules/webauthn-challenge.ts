// The challenge of a WebAuthn ceremony, bound to one flow (flow-api.md §3.1): kept in the
// flow's stash with its purpose and expiry (the WebAuthn timeout), and taken out by the action
// that checks the browser's answer, so a challenge never serves another kind of ceremony and
// is gone once an answer to it has been accepted. A refused answer leaves it in place (an
// error result drops the request's stash changes), so the same ceremony can be retried until
// the challenge runs out, as in Hanko.
import type { WebauthnCredentialsTable } from "../../db/schema.ts";
import type { AuthHookContext } from "../flows/flow-deps.ts";

/** What the challenge was issued for: signing in, or making a credential. */
export type WebauthnPurpose = "assertion" | "creation";

/** A credential made in a login or registration flow, not stored yet. */
export type StagedCredential = Omit<WebauthnCredentialsTable, "user_id" | "created_at" | "name">;

export function issueChallenge(
  ctx: AuthHookContext,
  purpose: WebauthnPurpose,
  value: string,
): void {
  const expires = ctx.deps.clock.now().getTime() + ctx.deps.config.passkeys.timeoutMs;
  ctx.stash.set("webauthn_challenge", {
    value,
    purpose,
    expires_at: new Date(expires).toISOString(),
  });
}

/** The challenge for `purpose`, removed from the stash; undefined if none or run out. */
export function takeChallenge(ctx: AuthHookContext, purpose: WebauthnPurpose): string | undefined {
  const challenge = ctx.stash.get("webauthn_challenge");
  ctx.stash.delete("webauthn_challenge");
  if (challenge === undefined || challenge.purpose !== purpose) return undefined;
  if (Date.parse(challenge.expires_at) <= ctx.deps.clock.now().getTime()) return undefined;
  return challenge.value;
}
