// `remember_me` in login_init and registration_init (flow-api.md §2.2): only with session
// retention "prompt"; the choice decides the cookie's retention at `success` (§6.2 step 5).
import type { AuthAction } from "../flows/flow-deps.ts";

export const rememberMe: AuthAction = {
  name: "remember_me",
  available: (view) => view.deps.policy.retention === "prompt",
  execute(ctx) {
    ctx.stash.set("remember_me_selected", ctx.input.boolean("remember_me"));
    return ctx.continue(ctx.state);
  },
};
