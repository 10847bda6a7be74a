// onboarding_email `email_address_set` (flow-api.md §2.2). B12: the input stays type "string"
// on the wire but the address must match the email pattern. With verification on, the address
// goes through `passcode_confirmation` (the code-less "registration attempted" mail when it
// already exists); without, it is added on leaving the state, in login and registration (B8).
import { EMAIL_PATTERN } from "../engine/input-values.ts";
import type { AuthAction } from "../flows/flow-deps.ts";

export const emailAddressSet: AuthAction = {
  name: "email_address_set",
  async execute(ctx) {
    const email = ctx.input.string("email");
    if (email === "") {
      ctx.setInputError("email", "value_missing_error");
      return ctx.error("form_data_invalid_error");
    }
    if (!EMAIL_PATTERN.test(email)) {
      ctx.setInputError("email", "value_invalid_error");
      return ctx.error("form_data_invalid_error");
    }
    ctx.stash.set("email", email);
    const exists = (await ctx.deps.users.findByEmail(email)) !== undefined;
    if (ctx.deps.policy.email.requireVerification) {
      ctx.stash.set(
        "passcode_template",
        exists ? "email_registration_attempted" : "email_verification",
      );
      ctx.stash.set("login_onboarding_create_email", true);
      return ctx.continue("passcode_confirmation");
    }
    if (exists) {
      ctx.setInputError("email", "email_already_exists");
      return ctx.error("form_data_invalid_error");
    }
    ctx.stash.set("login_onboarding_create_email", true);
    ctx.preventRevert();
    return ctx.continue();
  },
};
