// onboarding_verify_passkey_attestation `webauthn_verify_attestation_response` (flow-api.md
// §2.2): the new passkey must answer this flow's challenge from an allowed origin for our
// relying party. It is staged in the stash: the login stores it on leaving the state, the
// registration with the user. A refused answer goes back to `onboarding_create_passkey` with
// `passkey_invalid`, where the user can try again or skip (Hanko moves on instead; decision
// record 0026). After `mfa_security_key_creation` the credential is a security key: MFA only.
import { verifyCreation } from "../../webauthn/registration-ceremony.ts";
import { relyingParty } from "../../webauthn/relying-party.ts";
import type { AuthAction } from "../flows/flow-deps.ts";
import { scheduleMfaCreation } from "../mfa/mfa-rules.ts";
import { takeChallenge } from "../rules/webauthn-challenge.ts";
import { webauthnAvailable } from "../rules/webauthn-available.ts";

export const verifyOnboardingAttestation: AuthAction = {
  name: "webauthn_verify_attestation_response",
  available: webauthnAvailable,
  async execute(ctx) {
    const { deps, stash } = ctx;
    const securityKey = stash.get("webauthn_mfa_creation") === true;
    const challenge = takeChallenge(ctx, "creation");
    const result =
      challenge === undefined
        ? { ok: false as const, reason: "no ceremony under way" }
        : await verifyCreation(
            relyingParty(deps.config),
            ctx.input.raw("public_key"),
            challenge,
            securityKey
              ? deps.policy.mfa.securityKeys.userVerification
              : deps.policy.passkey.userVerification,
          );
    const staged = stash.get("webauthn_staged_credentials") ?? [];
    const known =
      result.ok &&
      (staged.some((c) => c.id === result.credential.id) ||
        (await deps.credentials.find(result.credential.id)) !== undefined);
    if (!result.ok || known) {
      ctx.setFlowError("passkey_invalid", result.ok ? "the credential exists" : result.reason);
      return ctx.isRevertible ? ctx.revert() : ctx.error("passkey_invalid");
    }
    const mfaOnly = securityKey ? 1 : 0;
    stash.set("webauthn_staged_credentials", [
      ...staged,
      { ...result.credential, mfa_only: mfaOnly },
    ]);
    stash.delete("webauthn_mfa_creation");
    stash.set(securityKey ? "user_has_security_key" : "user_has_passkey", true);
    stash.set("user_has_webauthn_credential", true);
    ctx.preventRevert();
    scheduleMfaCreation(ctx);
    return ctx.continue();
  },
};
