// Confirms with a passkey: the assertion must answer this confirmation's challenge (so it was
// made for this action), come from one of the signed-in user's passkeys (not a security key kept
// for the second factor), verify the user (PIN or biometric, not mere presence), carry a valid
// signature and a counter that moved forward, as a passkey sign-in checks (assertion-ceremony).
// Every way it can be wrong is one failed try of three.
import { assertedCredentialId, verifyAssertion } from "../webauthn/assertion-ceremony.ts";
import { createCredentialStore } from "../webauthn/credential-store.ts";
import { relyingParty } from "../webauthn/relying-party.ts";
import type { ConfirmationContext } from "./confirmation-context.ts";
import { refuse, type ConfirmationRefusal } from "./confirmation-refusal.ts";
import { failConfirmation } from "./fail-confirmation.ts";
import { finishConfirmation, type Confirmed } from "./finish-confirmation.ts";
import { takeAttempt } from "./take-attempt.ts";

export async function confirmWithPasskey(
  ctx: ConfirmationContext,
  id: string,
  assertion: unknown,
  /** Told when a counter went backwards: possibly a cloned authenticator. */
  warn: (message: string, details: Record<string, string>) => void,
): Promise<Confirmed | ConfirmationRefusal> {
  const { deps, userId } = ctx;
  if (!deps.config.passkeys.enabled) return refuse("confirmation_method_unavailable");
  const attempt = await takeAttempt(ctx, id);
  if (!attempt.ok) return attempt;

  const credentialId = assertedCredentialId(assertion);
  const credential =
    credentialId === undefined
      ? undefined
      : await createCredentialStore(deps.db).find(credentialId);
  if (credential === undefined || credential.user_id !== userId || credential.mfa_only === 1) {
    return failConfirmation(deps.db, ctx, attempt, {
      method: "webauthn",
      reason: "unknown_credential",
    });
  }
  const result = await verifyAssertion(
    relyingParty(deps.config),
    assertion,
    attempt.row.challenge,
    credential,
    "required",
  );
  if (!result.ok) {
    if (result.cloned) {
      warn("passkey sign counter went backwards: possibly a cloned authenticator", {
        credentialId: credential.id,
        userId,
      });
    }
    return failConfirmation(deps.db, ctx, attempt, {
      method: "webauthn",
      reason: "invalid_assertion",
    });
  }
  return deps.db.transaction().execute(async (trx) => {
    await createCredentialStore(trx).recordUse(credential.id, {
      signCount: result.signCount,
      backupState: result.backupState,
      at: deps.clock.now().toISOString(),
    });
    return finishConfirmation(trx, ctx, attempt.row, "webauthn");
  });
}
