// An action of a state (the official SDK's `Action`): its href and inputs, and `run`, which the
// flow runtime (./flow-runtime.ts) carries out: post `{input_data, csrf_token}` and resolve to
// the next state after its automatic steps.
import type { Action as WireAction, Input, TypedInput } from "@kretsbutiken/flow-protocol";
import { deepFreeze } from "./deep-freeze.ts";
import { contextOf, parents } from "./snapshots.ts";
import type { State } from "./state.ts";
import type { ActionRunConfig, AnyState } from "./state-types.ts";

/**
 * What `run` takes. `Action` is typed by the values it sends (`state.actions` are), or, as in
 * the official SDK, by its inputs (`Action<VerifyPasscodeInputs>`): then each input's value.
 */
export type ActionValues<T> = T extends { readonly [name: string]: TypedInput | undefined }
  ? { [K in keyof T]: T[K] extends TypedInput<infer V> | undefined ? V : never }
  : T;

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
  run(
    inputValues: ActionValues<TValues> | null = null,
    config: ActionRunConfig = {},
  ): Promise<AnyState> {
    const state = parents.get(this) as State;
    const values = inputValues as Record<string, unknown> | null;
    return contextOf(state).runtime.run(this, values, config);
  }
}
