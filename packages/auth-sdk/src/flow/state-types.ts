// The types around flow states: configuration, action values typed by the flow-protocol
// catalogue, and the union of all states.
import type {
  InputType,
  STATE_ACTIONS,
  StateActionName,
  StateActions,
  StateName,
  StatePayloads,
} from "@kretsbutiken/flow-protocol";
import type { Action } from "./action.ts";
import type { State } from "./state.ts";

/** localStorage key of a cached flow state (the official SDK's default). */
export const DEFAULT_CACHE_KEY = "hanko-flow-state";

export type ActionInfo = { name: string; relatedStateName: StateName };

/** States whose automatic step is skipped, or "all"; `null` runs every step. */
export type AutoStepExclusion = StateName[] | "all" | null;

export type StateInitConfig = {
  /** Send `hanko-after-state-change` for the state the automatic steps stop at (default true). */
  dispatchAfterStateChangeEvent?: boolean;
  /** States whose automatic step is skipped, or "all". */
  excludeAutoSteps?: AutoStepExclusion;
  previousAction?: ActionInfo | null;
  isCached?: boolean;
  cacheKey?: string;
};

export type ActionRunConfig = Pick<StateInitConfig, "dispatchAfterStateChangeEvent">;

type ValueOfType<T> = T extends "boolean"
  ? boolean
  : T extends "number"
    ? number
    : T extends "json"
      ? unknown
      : string;

type InputSpecsOf<
  S extends StateName,
  A extends StateActionName<S>,
> = (typeof STATE_ACTIONS)[S][A] extends { readonly inputs: readonly (infer I)[] } ? I : never;

/** Values the server reads although the action advertises no input for them. */
type UnadvertisedValues<A> = A extends "disconnect_thirdparty_oauth_provider"
  ? { identity_id?: string } // flow-api §2.7, Appendix B9
  : unknown;

/** The values an action accepts, by the catalogue of flow-protocol; all optional. */
export type InputValues<S extends StateName, A extends StateActionName<S>> = {
  [
    I in InputSpecsOf<S, A> as I extends { readonly name: infer N extends string } ? N : never
  ]?: I extends { readonly type: infer T extends InputType } ? ValueOfType<T> : unknown;
} & UnadvertisedValues<A>;

export type ActionMap<S extends StateName> = {
  readonly [A in StateActionName<S>]: Action<InputValues<S, A>>;
};

export type StatePayload<S extends StateName> = S extends "error"
  ? StatePayloads[S] | undefined
  : StatePayloads[S];

/** Any state, discriminated by `name`. */
export type AnyState = { [S in StateName]: State<S> }[StateName];

/** The wire `actions` of each state, indexed by state name (the official SDK's `Actions`). */
export type Actions = { readonly [S in StateName]: StateActions<S> };
