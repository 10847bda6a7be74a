// The profile's passkeys (flow-api.md §2.7, §2.2 webauthn_credential_verification): create one
// (creation options → the browser's ceremony → `webauthn_verify_attestation_response`, back to
// `profile_init`), rename one, delete one while the user can still sign in another way. The
// challenge lives in the flow's stash and is used once. Security keys and the authenticator
// app (`security_key_*`, `otp_*`) come with the second factor.
import { PASSKEY_NAME_MAX, PASSKEY_NAME_MIN } from "../../webauthn/passkey-name.ts";
import { creationOptions, verifyCreation } from "../../webauthn/registration-ceremony.ts";
import { relyingParty } from "../../webauthn/relying-party.ts";
import type { AuthAction, AuthActionContext, AuthFlowView } from "../flows/flow-deps.ts";
import { issueChallenge, takeChallenge } from "../rules/webauthn-challenge.ts";
import { notifyUser } from "./notify-user.ts";
import { recordProfileChange } from "./record-profile-change.ts";
import { canUsePasscode, passkeysOf, profileUser } from "./profile-user.ts";
import { webauthnAvailable } from "../rules/webauthn-available.ts";

const passkeysOn = (view: AuthFlowView) =>
  view.deps.policy.passkey.enabled && webauthnAvailable(view);

export const webauthnCredentialCreate: AuthAction = {
  name: "webauthn_credential_create",
  available: (view) =>
    passkeysOn(view) && profileUser(view).credentials.length < view.deps.config.passkeys.limit,
  async execute(ctx) {
    const user = profileUser(ctx);
    const name = user.primaryEmail?.address ?? user.username ?? user.id;
    const { options, challenge } = await creationOptions(
      relyingParty(ctx.deps.config),
      { id: user.id, name, displayName: user.username ?? name },
      user.credentials,
      "passkey",
      ctx.deps.policy.passkey.userVerification,
    );
    issueChallenge(ctx, "creation", challenge);
    ctx.payload.creation_options = options;
    return ctx.continue("webauthn_credential_verification", "profile_init");
  },
};

export const webauthnVerifyAttestationResponse: AuthAction = {
  name: "webauthn_verify_attestation_response",
  available: (view) =>
    view.deps.policy.passkey.enabled ||
    (view.deps.policy.mfa.enabled && view.deps.policy.mfa.securityKeys.enabled),
  async execute(ctx) {
    const user = profileUser(ctx);
    const securityKey = ctx.stash.get("webauthn_mfa_creation") === true;
    ctx.stash.delete("webauthn_mfa_creation");
    // Used once, whatever the outcome.
    const challenge = takeChallenge(ctx, "creation");
    const result =
      challenge === undefined
        ? { ok: false as const, reason: "no ceremony under way" }
        : await verifyCreation(
            relyingParty(ctx.deps.config),
            ctx.input.raw("public_key"),
            challenge,
            securityKey
              ? ctx.deps.policy.mfa.securityKeys.userVerification
              : ctx.deps.policy.passkey.userVerification,
          );
    if (!result.ok) {
      ctx.setFlowError("passkey_invalid", result.reason);
      return ctx.continue();
    }
    const stored = await ctx.deps.credentials.insert({
      ...result.credential,
      user_id: user.id,
      name: null,
      mfa_only: securityKey ? 1 : 0,
      created_at: ctx.deps.clock.now().toISOString(),
    });
    if (!stored) {
      ctx.setFlowError("passkey_invalid", "the credential is registered already");
      return ctx.continue();
    }
    await recordProfileChange(ctx, user, securityKey ? "security_key_created" : "passkey_created", {
      credential_id: result.credential.id,
    });
    await notifyUser(ctx, user, securityKey ? "mfa_create" : "passkey_create", {});
    ctx.preventRevert();
    return ctx.continue();
  },
};

function passkeyById(ctx: AuthActionContext) {
  const id = ctx.input.string("passkey_id");
  return passkeysOf(profileUser(ctx)).find((credential) => credential.id === id);
}

export const webauthnCredentialRename: AuthAction = {
  name: "webauthn_credential_rename",
  available: (view) => view.deps.policy.passkey.enabled && passkeysOf(profileUser(view)).length > 0,
  async execute(ctx) {
    const passkey = passkeyById(ctx);
    if (passkey === undefined) return ctx.error("not_found");
    const name = ctx.input.string("passkey_name").trim();
    const length = [...name].length;
    if (length < PASSKEY_NAME_MIN || length > PASSKEY_NAME_MAX) {
      ctx.setInputError(
        "passkey_name",
        length < PASSKEY_NAME_MIN ? "value_too_short_error" : "value_too_long_error",
      );
      return ctx.error("form_data_invalid_error");
    }
    await ctx.deps.credentials.rename(profileUser(ctx).id, passkey.id, name);
    await recordProfileChange(ctx, profileUser(ctx), "webauthn_credential_updated", {
      credential_id: passkey.id,
    });
    return ctx.continue("profile_init");
  },
};

export const webauthnCredentialDelete: AuthAction = {
  name: "webauthn_credential_delete",
  available(view) {
    if (!view.deps.policy.passkey.enabled) return false;
    const user = profileUser(view);
    const passkeys = passkeysOf(user);
    if (passkeys.length === 0) return false;
    const otherWay = user.hasPassword || canUsePasscode(view, user);
    return passkeys.length > 1 || (view.deps.policy.passkey.optional && otherWay);
  },
  async execute(ctx) {
    const passkey = passkeyById(ctx);
    if (passkey === undefined) return ctx.error("not_found");
    await ctx.deps.credentials.remove(profileUser(ctx).id, passkey.id);
    await recordProfileChange(ctx, profileUser(ctx), "passkey_deleted", {
      credential_id: passkey.id,
    });
    return ctx.continue("profile_init");
  },
};
