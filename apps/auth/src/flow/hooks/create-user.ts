// Before the registration's `success` (flow-api.md §2.6): only now is the user created, with
// its address (verified when a code proved it), username, password, passkeys, security keys and
// authenticator app in one go. An abandoned
// registration therefore leaves no user behind (§8 item 83). A third-party sign-up's user was
// made by the provider's callback already (`exchange_token` says so), as in Hanko.
import { FlowRejection } from "../engine/flow-rejection.ts";
import type { AuthHook } from "../flows/flow-deps.ts";
import { stashValue } from "../rules/stash-value.ts";
import { storeStagedCredentials } from "../rules/store-staged-credentials.ts";

export const createUser: AuthHook = {
  name: "create-user",
  async run(ctx) {
    const { stash } = ctx;
    if (stash.get("skip_user_creation") === true) return;
    const email = stash.get("email");
    const username = stash.get("username");
    const passwordHash = stash.get("new_password");
    const result = await ctx.deps.users.create({
      id: stashValue(stash, "user_id"),
      ...(email === undefined
        ? {}
        : { email: { address: email, verified: stash.get("email_verified") === true } }),
      ...(username === undefined ? {} : { username }),
      ...(passwordHash === undefined ? {} : { passwordHash }),
    });
    // Someone took the address or name since it was checked (simultaneous registrations): the
    // same answer as when the check itself finds it taken, not a 500 (docs/decisions/0015).
    if (!result.ok) {
      throw new FlowRejection("form_data_invalid_error", `the ${result.conflict} is taken by now`, {
        name: result.conflict,
        code: `${result.conflict}_already_exists`,
      });
    }
    stash.delete("new_password");
    await ctx.deps.audit.record({
      type: "user_created",
      userId: result.user.id,
      details: { flow_id: ctx.flowId },
    });
    await storeStagedCredentials(ctx);
    const sealed = stash.get("otp_secret_sealed");
    const step = stash.get("otp_secret_step");
    if (sealed !== undefined && step !== undefined) {
      const { otpSecrets, clock } = ctx.deps;
      await otpSecrets.save(
        result.user.id,
        otpSecrets.open(sealed),
        step,
        clock.now().toISOString(),
      );
      await ctx.deps.audit.record({
        type: "otp_created",
        userId: result.user.id,
        details: { flow_id: ctx.flowId },
      });
      stash.delete("otp_secret_sealed");
    }
  },
};
