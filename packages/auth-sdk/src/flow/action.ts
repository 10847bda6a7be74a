// An action of a state (the official SDK's `Action`): its href and inputs, and `run`, which
// posts `{input_data, csrf_token}` and resolves to the next state after its automatic steps.
import type { Action as WireAction, Input } from "@kretsbutiken/flow-protocol";
import { settle } from "./auto-step-driver.ts";
import { deepFreeze } from "./deep-freeze.ts";
import { mergeInputData } from "./input-data.ts";
import { requestState } from "./request-state.ts";
import { claim, contextOf, parents } from "./snapshots.ts";
import { State } from "./state.ts";
import type { ActionRunConfig, AnyState } from "./state-types.ts";

export class Action<TValues> {
  readonly enabled: boolean;
  readonly href: string;
  readonly name: string;
  readonly description: string;
  readonly inputs: Readonly<Record<string, Input>>;

  constructor(action: WireAction, parentState: State, enabled = true) {
    this.enabled = enabled;
    this.href = action.href;
    this.name = action.action;
    this.description = action.description;
    this.inputs = deepFreeze({ ...action.inputs });
    parents.set(this, parentState);
    Object.freeze(this);
  }

  static createDisabled<T>(name: string, parentState: State): Action<T> {
    const wire = { action: name, href: "", inputs: {}, description: "Disabled action" };
    return new Action<T>(wire as WireAction, parentState, false);
  }

  toJSON(): WireAction {
    return {
      href: this.href,
      inputs: this.inputs,
      action: this.name as WireAction["action"],
      description: this.description,
    };
  }

  /**
   * Runs the action and resolves to the next state, after its automatic steps. Server errors,
   * network failures and timeouts resolve to a state too (`state.error`, `state.clientError`);
   * it throws only when the action is disabled or the snapshot already ran an action.
   */
  async run(inputValues: TValues | null = null, config: ActionRunConfig = {}): Promise<AnyState> {
    const next = await settle(await advance(this, inputValues as Record<string, unknown> | null));
    if (config.dispatchAfterStateChangeEvent ?? true) next.dispatchAfterStateChangeEvent();
    return next;
  }
}

/**
 * Runs one action without the automatic steps after it: the building block of both
 * `Action.run` and the automatic steps themselves.
 */
export async function advance(
  action: Action<unknown>,
  values: Readonly<Record<string, unknown>> | null,
): Promise<AnyState> {
  const state = parents.get(action) as State;
  const info = claim(state, action);
  const context = contextOf(state);
  // Leaving login_init ends its passkey autofill request, if one is waiting.
  if (state.name === "login_init") context.platform.webauthn.abort();
  context.relay.dispatchBeforeStateChangeEvent({ state: state as AnyState });
  const body = { input_data: mergeInputData(action.inputs, values), csrf_token: state.csrfToken };
  const result = await requestState(context, action.href, body);
  state.removeFromLocalStorage();
  return new State(state.hanko, state.flowName, result, {
    excludeAutoSteps: state.excludeAutoSteps,
    previousAction: info,
    cacheKey: state.cacheKey,
  }) as AnyState;
}
