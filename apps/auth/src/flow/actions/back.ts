// `back` in every state that declares it (flow-api.md §1.9): offered only when the current
// state was entered by an action that allowed revert.
import type { AuthAction } from "../flows/flow-deps.ts";

export const back: AuthAction = {
  name: "back",
  available: (view) => view.isRevertible,
  execute: (ctx) => ctx.revert(),
};
