// onboarding_username `skip` (flow-api.md §2.2): only when usernames are optional.
import type { AuthAction } from "../flows/flow-deps.ts";

export const skipUsername: AuthAction = {
  name: "skip",
  available: (view) => view.deps.policy.username.optional,
  execute: (ctx) => ctx.continue(),
};
