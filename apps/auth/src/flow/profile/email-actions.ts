// The profile's email actions (flow-api.md §2.7). An address is added by proving it with a
// mailed code (`passcode_confirmation`, then back to `profile_init`; stored by the
// persist-profile-email hook); only a verified address can be primary (docs/decisions/0016);
// the primary address is deletable only when it is the user's last, addresses are optional
// and a username and password remain to sign in with.
import type { AllowedValue } from "@kretsbutiken/flow-protocol";
import { mayTellAccountExists } from "../../users/account-existence.ts";
import type { AuthAction, AuthActionContext, AuthFlowView } from "../flows/flow-deps.ts";
import { notifyUser } from "./notify-user.ts";
import { recordProfileChange } from "./record-profile-change.ts";
import { profileUser, type ProfileUser } from "./profile-user.ts";

function toPasscodeConfirmation(
  ctx: AuthActionContext,
  address: string,
  template: "email_verification" | "email_registration_attempted",
) {
  ctx.stash.set("email", address);
  ctx.stash.set("passcode_template", template);
  ctx.stash.set("email_verified", false);
  return ctx.continue("passcode_confirmation", "profile_init");
}

export const emailCreate: AuthAction = {
  name: "email_create",
  available: (view) => profileUser(view).emails.length < view.deps.config.email.limit,
  async execute(ctx) {
    const user = profileUser(ctx);
    const address = ctx.input.string("email");
    const exists = () => {
      ctx.setInputError("email", "email_already_exists");
      return ctx.error("form_data_invalid_error");
    };
    if (user.emails.some((email) => email.address === address)) return exists();
    const { policy } = ctx.deps;
    const owner = await ctx.deps.users.findByEmail(address);
    const tell = mayTellAccountExists({
      requireVerification: policy.email.requireVerification,
      showAccountExistenceHints: policy.privacy.showAccountExistenceHints,
    });
    if (owner !== undefined && tell) {
      return exists();
    }
    if (policy.email.requireVerification) {
      // Someone else's address: its owner is told of the attempt and no code can prove it, so
      // the answer looks the same as for a free address (no existence hints).
      const template = owner === undefined ? "email_verification" : "email_registration_attempted";
      return toPasscodeConfirmation(ctx, address, template);
    }
    const added = await ctx.deps.emails.add(user.id, address, {
      verified: false,
      limit: ctx.deps.config.email.limit,
      signInAddress: user.emails.length === 0,
    });
    if (!added.ok) return exists();
    await recordProfileChange(ctx, user, "email_created", { email: address });
    await notifyUser(ctx, user, "email_create", { newEmailAddress: address });
    return ctx.continue("profile_init");
  },
};

function emailById(ctx: AuthActionContext, user: ProfileUser) {
  const id = ctx.input.string("email_id");
  return user.emails.find((email) => email.id === id);
}

export const emailVerify: AuthAction = {
  name: "email_verify",
  available: (view) => profileUser(view).emails.some((email) => !email.verified),
  execute(ctx) {
    const email = emailById(ctx, profileUser(ctx));
    if (email === undefined) return ctx.error("not_found");
    if (email.verified) return ctx.continue("profile_init");
    return toPasscodeConfirmation(ctx, email.address, "email_verification");
  },
};

export const emailSetPrimary: AuthAction = {
  name: "email_set_primary",
  available(view) {
    const { emails } = profileUser(view);
    return emails.length > 1 || (emails.length === 1 && !emails[0]?.primary);
  },
  async execute(ctx) {
    const user = profileUser(ctx);
    const email = emailById(ctx, user);
    if (email === undefined) return ctx.error("not_found");
    if (email.primary) return ctx.continue("profile_init");
    if (!email.verified) {
      ctx.setInputError(
        "email_id",
        "value_invalid_error",
        "only a verified address can be primary",
      );
      return ctx.error("form_data_invalid_error");
    }
    await ctx.deps.emails.setPrimary(user.id, email.id);
    await recordProfileChange(ctx, user, "primary_email_changed", { email: email.address });
    const old = user.primaryEmail?.address;
    if (old !== undefined) {
      await notifyUser(
        ctx,
        user,
        "primary_email_update",
        { oldEmailAddress: old, newEmailAddress: email.address },
        old,
      );
    }
    return ctx.continue("profile_init");
  },
};

/** The addresses `email_delete` accepts, as its allowed values (name = address, value = id). */
function deletableEmails(view: AuthFlowView): AllowedValue[] {
  const user = profileUser(view);
  const { email, password } = view.deps.policy;
  const primaryDeletable =
    user.emails.length === 1 &&
    email.optional &&
    password.enabled &&
    user.hasPassword &&
    user.username !== null;
  return user.emails
    .filter((e) => !e.primary || primaryDeletable)
    .map((e) => ({ name: e.address, value: e.id }));
}

export const emailDelete: AuthAction = {
  name: "email_delete",
  // Offered whenever the user has an address, as in Hanko: the official widget reads this
  // action's `email_id` input for every address it lists. With no deletable address the list
  // is omitted (B10), and the rule below refuses whatever id comes.
  available: (view) => profileUser(view).emails.length > 0,
  allowedValues: (view) => ({ email_id: deletableEmails(view) }),
  async execute(ctx) {
    const user = profileUser(ctx);
    const email = emailById(ctx, user);
    if (email === undefined) {
      ctx.setInputError("email_id", "value_invalid_error", "not one of the user's addresses");
      return ctx.error("form_data_invalid_error");
    }
    if (!deletableEmails(ctx).some((allowed) => allowed.value === email.id)) {
      return ctx.error("operation_not_permitted_error", "this address cannot be deleted");
    }
    await ctx.deps.emails.remove(user.id, email.id, { allowPrimary: true });
    await recordProfileChange(ctx, user, "email_deleted", { email: email.address });
    await notifyUser(
      ctx,
      user,
      "email_delete",
      { deletedEmailAddress: email.address },
      email.primary ? email.address : user.primaryEmail?.address,
    );
    return ctx.continue("profile_init");
  },
};
