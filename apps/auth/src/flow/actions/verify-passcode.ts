// passcode_confirmation `verify_passcode` (flow-api.md §2.2): a wrong, unknown or expired code
// is an input error; the third wrong try (and every try after it) is 401
// `passcode_max_attempts_reached` until a new code is sent. A right code for an address without
// an account (the code-less "attempted" mails) is refused with 403. Where no code was sent at
// all (the state was entered while the passcode limit was exhausted, so no passcode_id is in
// the stash) any code is a wrong one: the shopper sees "wrong code" and can ask for a new one
// once the limit allows, instead of the flow breaking with a 500.
import type { AuthAction } from "../flows/flow-deps.ts";
import { scheduleMfaCreation } from "../mfa/mfa-rules.ts";
import { recordLoginFailure } from "../rules/record-login-failure.ts";

export const verifyPasscode: AuthAction = {
  name: "verify_passcode",
  async execute(ctx) {
    const passcodeId = ctx.stash.get("sticky")?.passcode_id;
    const check = await ctx.deps.passcodes.verify(passcodeId, ctx.input.string("code"));
    // Only a sign-in's code counts as a failed sign-in (Hanko's rule); a registration's or an
    // address check's does not.
    const signingIn = ctx.stash.get("login_method") !== undefined && ctx.flowName === "login";
    if (check === "invalid") {
      if (signingIn) await recordLoginFailure(ctx, "wrong_passcode", { method: "passcode" });
      ctx.setInputError("code", "passcode_invalid");
      return ctx.error("form_data_invalid_error");
    }
    if (check === "max_attempts") {
      if (signingIn) await recordLoginFailure(ctx, "passcode_max_attempts", { method: "passcode" });
      return ctx.error("passcode_max_attempts_reached");
    }
    if (!ctx.stash.has("user_id"))
      return ctx.error("operation_not_permitted_error", "account does not exist");
    ctx.stash.set("email_verified", true);
    // Stryker disable next-line StringLiteral: login set it already from the account's addresses, and registration's readers go by "email"
    ctx.stash.set("user_has_emails", true);
    ctx.stash.set("registration_used_passcode", ctx.flowName === "registration");
    ctx.preventRevert();
    scheduleMfaCreation(ctx);
    return ctx.continue();
  },
};
