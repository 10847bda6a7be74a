// mfa_security_key_creation `webauthn_generate_creation_options` (flow-api.md §2.2): creation
// options for a security key (no resident key, the configured attachment and user
// verification), marked MFA-only, then the same ceremony state as a passkey.
import { creationOptions } from "../../webauthn/registration-ceremony.ts";
import { relyingParty } from "../../webauthn/relying-party.ts";
import type { AuthAction } from "../flows/flow-deps.ts";
import { stashValue } from "../rules/stash-value.ts";
import { issueChallenge } from "../rules/webauthn-challenge.ts";
import { webauthnAvailable } from "../rules/webauthn-available.ts";

export const securityKeyCreationOptions: AuthAction = {
  name: "webauthn_generate_creation_options",
  // The chooser's offer leading here needs WebAuthn (mfa-rules.ts); the action refuses by
  // itself too, as every WebAuthn action does.
  available: webauthnAvailable,
  async execute(ctx) {
    const { deps, stash } = ctx;
    const userId = stashValue(stash, "user_id");
    const name = stash.get("email") ?? stashValue(stash, "username");
    // None yet in registration: the user is stored at `success`.
    const existing = await deps.credentials.listOf(userId);
    const { securityKeys } = deps.policy.mfa;
    const { options, challenge } = await creationOptions(
      relyingParty(deps.config),
      { id: userId, name, displayName: stash.get("username") ?? name },
      existing,
      "security_key",
      securityKeys.userVerification,
      securityKeys.attachment,
    );
    issueChallenge(ctx, "creation", challenge);
    stash.set("webauthn_mfa_creation", true);
    ctx.payload.creation_options = options;
    return ctx.continue("onboarding_verify_passkey_attestation");
  },
};
