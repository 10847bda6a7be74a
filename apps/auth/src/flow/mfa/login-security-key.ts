// login_security_key (flow-api.md §2.2 mfa_usage): request options naming every credential of
// the user, then the ceremony in `login_passkey` in MFA mode; or the authenticator app instead.
import { requestOptions } from "../../webauthn/assertion-ceremony.ts";
import { relyingParty } from "../../webauthn/relying-party.ts";
import type { AuthAction } from "../flows/flow-deps.ts";
import { stashValue } from "../rules/stash-value.ts";
import { issueChallenge } from "../rules/webauthn-challenge.ts";
import { webauthnAvailable } from "../rules/webauthn-available.ts";

export const securityKeyRequestOptions: AuthAction = {
  name: "webauthn_generate_request_options",
  available: webauthnAvailable,
  async execute(ctx) {
    const { deps, stash } = ctx;
    const credentials = await deps.credentials.listOf(stashValue(stash, "user_id"));
    const { options, challenge } = await requestOptions(
      relyingParty(deps.config),
      deps.policy.mfa.securityKeys.userVerification,
      credentials,
    );
    issueChallenge(ctx, "assertion", challenge);
    stash.set("mfa_method", "security_key");
    ctx.payload.request_options = options;
    return ctx.continue("login_passkey");
  },
};

export const continueToLoginOtp: AuthAction = {
  name: "continue_to_login_otp",
  available: (view) =>
    view.deps.policy.mfa.totpEnabled && view.stash.get("user_has_otp_secret") === true,
  execute: (ctx) => ctx.continue("login_otp"),
};
