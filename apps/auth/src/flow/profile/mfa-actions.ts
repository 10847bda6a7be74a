// The profile's second factor (flow-api.md §2.7): set up an authenticator app (through
// `mfa_otp_secret_creation` and back) or remove it, add a security key (through
// `webauthn_credential_verification` and back) or delete one. What would leave a user who must
// give a second factor without one is not offered. Each change is mailed.
import { creationOptions } from "../../webauthn/registration-ceremony.ts";
import { relyingParty } from "../../webauthn/relying-party.ts";
import type { AuthAction, AuthFlowView } from "../flows/flow-deps.ts";
import { securityKeysUsable } from "../mfa/mfa-rules.ts";
import { issueChallenge } from "../rules/webauthn-challenge.ts";
import { notifyUser } from "./notify-user.ts";
import { recordProfileChange } from "./record-profile-change.ts";
import { profileUser, securityKeysOf } from "./profile-user.ts";

const mfaRequired = (view: AuthFlowView) =>
  view.deps.policy.mfa.enabled && !view.deps.policy.mfa.optional;

export const profileContinueToOtpSecretCreation: AuthAction = {
  name: "continue_to_otp_secret_creation",
  available: (view) =>
    view.deps.policy.mfa.enabled &&
    view.deps.policy.mfa.totpEnabled &&
    !profileUser(view).hasOtpSecret,
  execute(ctx) {
    const user = profileUser(ctx);
    ctx.stash.set("email", user.primaryEmail?.address);
    ctx.stash.set("username", user.username ?? undefined);
    ctx.stash.delete("otp_secret_sealed");
    return ctx.continue("mfa_otp_secret_creation", "profile_init");
  },
};

export const otpSecretDelete: AuthAction = {
  name: "otp_secret_delete",
  available(view) {
    const user = profileUser(view);
    return user.hasOtpSecret && !(mfaRequired(view) && securityKeysOf(user).length === 0);
  },
  async execute(ctx) {
    const user = profileUser(ctx);
    await ctx.deps.otpSecrets.remove(user.id);
    await recordProfileChange(ctx, user, "otp_deleted");
    await notifyUser(ctx, user, "mfa_delete", {});
    return ctx.continue("profile_init");
  },
};

export const securityKeyCreate: AuthAction = {
  name: "security_key_create",
  available: (view) =>
    securityKeysUsable(view) &&
    securityKeysOf(profileUser(view)).length < view.deps.policy.mfa.securityKeys.limit,
  async execute(ctx) {
    const user = profileUser(ctx);
    const name = user.primaryEmail?.address ?? user.username ?? user.id;
    const { securityKeys } = ctx.deps.policy.mfa;
    const { options, challenge } = await creationOptions(
      relyingParty(ctx.deps.config),
      { id: user.id, name, displayName: user.username ?? name },
      user.credentials,
      "security_key",
      securityKeys.userVerification,
      securityKeys.attachment,
    );
    issueChallenge(ctx, "creation", challenge);
    ctx.stash.set("webauthn_mfa_creation", true);
    ctx.payload.creation_options = options;
    return ctx.continue("webauthn_credential_verification", "profile_init");
  },
};

export const securityKeyDelete: AuthAction = {
  name: "security_key_delete",
  available(view) {
    const { mfa } = view.deps.policy;
    if (!mfa.enabled || !mfa.securityKeys.enabled) return false;
    const user = profileUser(view);
    const keys = securityKeysOf(user);
    return keys.length > 0 && !(mfaRequired(view) && !user.hasOtpSecret && keys.length === 1);
  },
  async execute(ctx) {
    const user = profileUser(ctx);
    const id = ctx.input.string("security_key_id");
    if (!securityKeysOf(user).some((key) => key.id === id)) return ctx.error("not_found");
    await ctx.deps.credentials.remove(user.id, id);
    await recordProfileChange(ctx, user, "security_key_deleted", { credential_id: id });
    await notifyUser(ctx, user, "mfa_delete", {});
    return ctx.continue("profile_init");
  },
};
