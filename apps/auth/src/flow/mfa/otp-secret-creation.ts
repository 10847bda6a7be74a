// mfa_otp_secret_creation (flow-api.md §2.2): before the state a secret is made (or the one
// being set up is shown again after a wrong code), with its QR code; `otp_code_verify` takes
// the app's first code. Login and profile store the secret at once (the profile also mails a
// notice), registration with the user at `success`. The secret waits in the stash sealed.
import { checkTotp, newTotpSecret, totpEnrolment } from "../../mfa/totp.ts";
import type { AuthAction, AuthHook } from "../flows/flow-deps.ts";
import { notifyUser } from "../profile/notify-user.ts";
import { profileUser } from "../profile/profile-user.ts";
import { recordProfileChange } from "../profile/record-profile-change.ts";
import { stashValue } from "../rules/stash-value.ts";

export const prepareOtpSecret: AuthHook = {
  name: "prepare-otp-secret",
  async run(ctx) {
    const { deps, stash } = ctx;
    // Only a wrong code shows the state again with a secret in the stash: the profile clears
    // it on the way in, `back` drops it, and the chooser leading here is shown once.
    const kept = stash.get("otp_secret_sealed");
    let secret: string;
    if (kept === undefined) {
      secret = newTotpSecret();
      stash.set("otp_secret_sealed", deps.otpSecrets.seal(secret));
    } else {
      secret = deps.otpSecrets.open(kept);
    }
    const account = stash.get("email") ?? stashValue(stash, "username");
    const { imageSource } = await totpEnrolment(secret, deps.config.serviceName, account);
    ctx.payload.otp_secret = secret;
    ctx.payload.otp_image_source = imageSource;
  },
};

export const otpCodeVerify: AuthAction = {
  name: "otp_code_verify",
  // The offers leading here (the chooser's, the profile's) need apps on; the action refuses
  // by itself too, so no other way in could store a secret while apps are off.
  available: (view) => view.deps.policy.mfa.totpEnabled,
  async execute(ctx) {
    const { deps, stash } = ctx;
    const secret = deps.otpSecrets.open(stashValue(stash, "otp_secret_sealed"));
    const check = checkTotp(secret, ctx.input.string("otp_code"), deps.clock.now(), null);
    if (!check.ok) {
      // Hanko answers a code of the wrong length with a 500; it is the user's typo here.
      ctx.setInputError("otp_code", "passcode_invalid");
      return ctx.error("form_data_invalid_error");
    }
    stash.delete("otp_secret_sealed");
    stash.set("user_has_otp_secret", true);
    const now = deps.clock.now().toISOString();
    if (ctx.flowName === "registration") {
      // Stored with the user; the sealed secret waits in the stash until then.
      stash.set("otp_secret_sealed", deps.otpSecrets.seal(secret));
      stash.set("otp_secret_step", check.step);
    } else if (ctx.flowName === "profile") {
      const user = profileUser(ctx);
      await deps.otpSecrets.save(user.id, secret, check.step, now);
      await recordProfileChange(ctx, user, "otp_created");
      await notifyUser(ctx, user, "mfa_create", {});
    } else {
      const userId = stashValue(stash, "user_id");
      await deps.otpSecrets.save(userId, secret, check.step, now);
      await deps.audit.record({ type: "otp_created", userId, details: { flow_id: ctx.flowId } });
    }
    // No chooser to schedule now: the user has a second factor (mfa-rules.ts).
    ctx.preventRevert();
    return ctx.continue();
  },
};
