// A flow as a declarative table (flow-api.md §2): each state lists its actions, hooks run
// before and after states, after leaving a sub-flow and around every action. Actions and hooks
// are small modules that see a context, never HTTP; the engine persists, validates input,
// rotates the CSRF token and answers.
import type {
  ActionName,
  AllowedValue,
  FlowName,
  InputSpec,
  StateName,
  SubFlowName,
} from "@kretsbutiken/flow-protocol";
import type {
  ActionContext,
  ActionOutcome,
  FlowHook,
  FlowTypes,
  FlowView,
} from "./flow-contracts.ts";

export type { ActionOutcome, FlowHook, FlowTypes } from "./flow-contracts.ts";

export interface FlowAction<T extends FlowTypes> {
  readonly name: ActionName;
  /**
   * The catalogue's input specs that apply under the current configuration, e.g. one of the
   * three login identifier inputs. Default: all of them.
   */
  selectInputs?(specs: readonly InputSpec[], view: FlowView<T>): readonly InputSpec[];
  /** Non-empty `allowed_values` lists by input name (§1.4, §1.5). */
  allowedValues?(view: FlowView<T>): Readonly<Record<string, readonly AllowedValue[]>>;
  /** "Available when" of §2.2; a suspended action is not listed and a post of it gets 403. */
  available?(view: FlowView<T>): boolean;
  execute(ctx: ActionContext<T>): Promise<ActionOutcome> | ActionOutcome;
}

export type StateTable<T extends FlowTypes> = {
  readonly [S in StateName]?: readonly FlowAction<T>[];
};
/** Hooks per state, in the order they run. */
export type StateHooks<T extends FlowTypes> = {
  readonly [S in StateName]?: readonly FlowHook<T>[];
};

/** A reusable group of states (§ "Conventions"); it has no endpoint of its own. */
export interface SubFlowDefinition<T extends FlowTypes> {
  readonly name: SubFlowName;
  readonly states: StateTable<T>;
  readonly beforeState?: StateHooks<T>;
  readonly afterState?: StateHooks<T>;
}

export interface FlowDefinition<T extends FlowTypes> {
  readonly name: FlowName;
  /** The first is entered at creation; the rest are scheduled behind it (§1.2). */
  readonly initialStates: readonly [StateName, ...StateName[]];
  /** Where a 5xx flow error from inside an action leads (§1.9 Error). */
  readonly errorState: StateName;
  /** Absolute lifetime from creation, never extended (§1.11). */
  readonly ttlSeconds: number;
  /** The flow's own states; they win over sub-flow states of the same name (§1.9). */
  readonly states: StateTable<T>;
  /** In declaration order: a state belongs to the first (sub-)flow that declares it. */
  readonly subFlows: readonly SubFlowDefinition<T>[];
  readonly beforeState?: StateHooks<T>;
  readonly afterState?: StateHooks<T>;
  /** Run when the next state lies outside the (sub-)flow being left, or nothing is next. */
  readonly afterFlow?: { readonly [F in FlowName | SubFlowName]?: readonly FlowHook<T>[] };
  readonly beforeEachAction?: readonly FlowHook<T>[];
  readonly afterEachAction?: readonly FlowHook<T>[];
}
