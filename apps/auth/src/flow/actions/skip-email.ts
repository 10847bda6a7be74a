// onboarding_email `skip` (flow-api.md §2.2): only when email addresses are optional.
import type { AuthAction } from "../flows/flow-deps.ts";

export const skipEmail: AuthAction = {
  name: "skip",
  available: (view) => view.deps.policy.email.optional,
  execute: (ctx) => ctx.continue(),
};
