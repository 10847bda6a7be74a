// `webauthn_verify_assertion_response` on login_init (passkey autofill) and login_passkey
// (flow-api.md §2.2 "assertion verification"): the assertion must name a stored passkey, answer
// this flow's challenge from an allowed origin for our relying party, carry a valid signature
// and a sign counter that moved forward. Then the passkey's owner is signing in. A refusal
// stays in the state with its error (401), as Hanko answers: on login_passkey the official SDK
// then goes `back` itself and shows the error; on login_init autofill can try again. The
// request's stash changes are dropped with the error, so the challenge stays for a retry with
// the same options until it runs out (docs/decisions/0043). After `login_security_key` (MFA
// mode) the key must be the signing-in user's, security keys count, and the sign-in method
// stays what it was.
import { assertedCredentialId, verifyAssertion } from "../../webauthn/assertion-ceremony.ts";
import { relyingParty } from "../../webauthn/relying-party.ts";
import type { AuthAction, AuthFlowView } from "../flows/flow-deps.ts";
import { recordLoginFailure } from "../rules/record-login-failure.ts";
import { loadUserFacts, stashUserFacts } from "../rules/user-facts.ts";
import { takeChallenge } from "../rules/webauthn-challenge.ts";
import { passkeyLoginUsable } from "./webauthn-generate-request-options.ts";
import { scheduleMfaCreation } from "../mfa/mfa-rules.ts";
import { webauthnAvailable } from "../rules/webauthn-available.ts";

const mfaMode = (view: AuthFlowView) => view.stash.get("mfa_method") === "security_key";

export const webauthnVerifyAssertionResponse: AuthAction = {
  name: "webauthn_verify_assertion_response",
  available: (view) => (mfaMode(view) ? webauthnAvailable(view) : passkeyLoginUsable(view)),
  async execute(ctx) {
    const { deps } = ctx;
    const mfa = mfaMode(ctx);
    const challenge = takeChallenge(ctx, "assertion");
    if (challenge === undefined) return ctx.error("passkey_invalid", "no ceremony under way");
    const response = ctx.input.raw("assertion_response");
    const id = assertedCredentialId(response);
    const credential = id === undefined ? undefined : await deps.credentials.find(id);
    const method = mfa ? "security_key" : "passkey";
    if (credential === undefined) {
      await recordLoginFailure(ctx, "unknown_passkey", { method });
      return ctx.error("passkey_invalid", "unknown credential");
    }
    if (credential.mfa_only === 1 && !mfa) {
      return ctx.error("webauthn_credential_invalid_mfa_only", "a security key is no passkey");
    }
    const result = await verifyAssertion(
      relyingParty(deps.config),
      response,
      challenge,
      credential,
      mfa ? deps.policy.mfa.securityKeys.userVerification : deps.policy.passkey.userVerification,
    );
    if (!result.ok) {
      if (result.cloned) {
        deps.logWarning("passkey sign counter went backwards: possibly a cloned authenticator", {
          credentialId: credential.id,
          userId: credential.user_id,
        });
      }
      await recordLoginFailure(ctx, "invalid_passkey", { method, userId: credential.user_id });
      return ctx.error("passkey_invalid", result.reason);
    }
    const known = ctx.stash.get("user_id");
    if ((known !== undefined || mfa) && known !== credential.user_id) {
      await recordLoginFailure(ctx, "invalid_passkey", { method });
      return ctx.error("passkey_invalid", "the passkey belongs to another account");
    }
    const user = await deps.users.findById(credential.user_id);
    if (user === undefined) return ctx.error("passkey_invalid", "the account is gone");
    await deps.credentials.recordUse(credential.id, {
      signCount: result.signCount,
      backupState: result.backupState,
      at: deps.clock.now().toISOString(),
    });
    if (mfa) {
      ctx.preventRevert();
      return ctx.continue();
    }
    const facts = await loadUserFacts(deps, user.id, user.username);
    stashUserFacts(ctx.stash, facts);
    ctx.stash.set("user_id", user.id);
    if (user.username !== null) ctx.stash.set("username", user.username);
    if (facts.primaryEmail !== undefined) ctx.stash.set("email", facts.primaryEmail.address);
    ctx.stash.set("login_method", "passkey");
    ctx.preventRevert();
    scheduleMfaCreation(ctx);
    return ctx.continue();
  },
};
