// What the frozen snapshots cannot hold themselves: which action a state has spent, the Hanko
// dependencies of each state, and the state each action belongs to.
import type { Action } from "./action.ts";
import type { FlowContext } from "./flow-context.ts";
import type { State } from "./state.ts";
import type { ActionInfo } from "./state-types.ts";

export const invoked = new WeakMap<State, ActionInfo>();
export const contexts = new WeakMap<State, FlowContext>();
export const parents = new WeakMap<Action<unknown>, State>();

/** The flow dependencies of the Hanko instance a state belongs to. */
export function contextOf(state: State): FlowContext {
  return contexts.get(state) as FlowContext;
}

/** Spends `state` on `action`; throws when the action is disabled or one already ran. */
export function claim(state: State, action: Action<unknown>): ActionInfo {
  if (!action.enabled) {
    throw new Error(`Action '${action.name}' is not enabled in state '${state.name}'`);
  }
  const previous = invoked.get(state);
  if (previous !== undefined) {
    throw new Error(
      `An action '${previous.name}' has already been invoked on state '${previous.relatedStateName}'. No further actions can be run.`,
    );
  }
  const info: ActionInfo = { name: action.name, relatedStateName: state.name };
  invoked.set(state, info);
  return info;
}
