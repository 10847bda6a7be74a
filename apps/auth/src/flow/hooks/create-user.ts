// Before the registration's `success` (flow-api.md §2.6): only now is the user created, with
// its address (verified when a code proved it), username and password in one go. An abandoned
// registration therefore leaves no user behind (§8 item 83).
import { FlowEngineError } from "../engine/flow-engine-error.ts";
import type { AuthHook } from "../flows/flow-deps.ts";
import { stashValue } from "../rules/stash-value.ts";

export const createUser: AuthHook = {
  name: "create-user",
  async run(ctx) {
    const { stash } = ctx;
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
    // Someone took the address or name since it was checked: a race, answered like Hanko (500).
    if (!result.ok)
      throw new FlowEngineError("stash_incomplete", `the ${result.conflict} is taken by now`);
    stash.delete("new_password");
  },
};
