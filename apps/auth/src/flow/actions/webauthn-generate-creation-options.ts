// onboarding_create_passkey `webauthn_generate_creation_options` (flow-api.md §2.2): passkey
// creation options for the user signing in or up (resident key required, the configured user
// verification, the user's existing credentials excluded), then the SDK's ceremony in
// `onboarding_verify_passkey_attestation`.
import { creationOptions } from "../../webauthn/registration-ceremony.ts";
import { relyingParty } from "../../webauthn/relying-party.ts";
import type { AuthAction } from "../flows/flow-deps.ts";
import { stashValue } from "../rules/stash-value.ts";
import { issueChallenge } from "../rules/webauthn-challenge.ts";
import { webauthnAvailable } from "../rules/webauthn-available.ts";

export const webauthnGenerateCreationOptions: AuthAction = {
  name: "webauthn_generate_creation_options",
  available: webauthnAvailable,
  async execute(ctx) {
    const { deps, stash } = ctx;
    const userId = stashValue(stash, "user_id");
    const username = stash.get("username");
    const name = stash.get("email") ?? stashValue(stash, "username");
    // A new user (registration) has nothing stored yet; staged ones are excluded either way.
    const existing = ctx.flowName === "login" ? await deps.credentials.listOf(userId) : [];
    const staged = (stash.get("webauthn_staged_credentials") ?? []).map((credential) => ({
      ...credential,
      user_id: userId,
      name: null,
      created_at: "",
    }));
    const { options, challenge } = await creationOptions(
      relyingParty(deps.config),
      { id: userId, name, displayName: username ?? name },
      [...existing, ...staged],
      "passkey",
      deps.policy.passkey.userVerification,
    );
    issueChallenge(ctx, "creation", challenge);
    ctx.payload.creation_options = options;
    return ctx.continue("onboarding_verify_passkey_attestation");
  },
};
