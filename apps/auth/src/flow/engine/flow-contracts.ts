// What actions and hooks are written against (flow-api.md §1.9): the views and contexts they
// see, the outcome an action ends with, and the hook shape. A leaf of the engine's modules: the
// context that implements them (./flow-context.ts) and the flow tables (./flow-definition.ts)
// both build on it.
import type {
  FlowErrorCode,
  FlowName,
  InputErrorCode,
  StateName,
} from "@kretsbutiken/flow-protocol";
import type { InputValues } from "./input-values.ts";
import type { Stash, StashReader } from "./stash.ts";

/**
 * What a family of flows shares: the shape of its stash (server-side, never sent) and the
 * request-scoped dependencies its actions receive.
 */
export interface FlowTypes {
  stash: object;
  deps: unknown;
}

/** The end of an executed action (§1.9); built only by ActionContext's methods. */
export type ActionOutcome =
  | { readonly kind: "continue"; readonly states: readonly StateName[] }
  | { readonly kind: "error" }
  | { readonly kind: "revert" };

/** A flow error as actions raise it; `cause` reaches the wire only in debug mode (§1.4). */
export interface RaisedFlowError {
  readonly code: FlowErrorCode;
  readonly cause?: string;
}

/** What availability checks and input selection may look at. */
export interface FlowView<T extends FlowTypes> {
  readonly flowName: FlowName;
  readonly flowId: string;
  /** The stored current state (during before-state hooks: still the state being left). */
  readonly state: StateName;
  readonly previousState: StateName | undefined;
  readonly stash: StashReader<T["stash"]>;
  readonly deps: T["deps"];
  /** The last history entry allows `back` (§1.9). */
  readonly isRevertible: boolean;
  stateVisited(state: StateName): boolean;
  /** Whether `state` lies ahead: scheduled by this request or earlier. */
  isScheduled(state: StateName): boolean;
  /** Request-scoped scratch space shared by the action and its hooks; never persisted. */
  readonly locals: ReadonlyMap<string, unknown>;
}

export interface HookContext<T extends FlowTypes> extends FlowView<T> {
  readonly stash: Stash<T["stash"]>;
  /** Rebuilt on every request, never persisted (§3). */
  readonly payload: Record<string, unknown>;
  /** Puts states in front of what is already scheduled, in call order (§1.9 Continue). */
  schedule(...states: StateName[]): void;
  readonly flowError: RaisedFlowError | undefined;
  /** "Continue with error": the transition still happens; the response carries the error. */
  setFlowError(code: FlowErrorCode, cause?: string): void;
  readonly locals: Map<string, unknown>;
  /** Response headers and Set-Cookie values, e.g. of an issued session (§6.2). */
  addResponseHeaders(headers: Readonly<Record<string, string>>): void;
  addSetCookie(cookie: string): void;
}

export interface ActionContext<T extends FlowTypes> extends HookContext<T> {
  /** The submitted values after normalisation (§1.5). */
  readonly input: InputValues;
  setInputError(name: string, code: InputErrorCode, cause?: string): void;
  /** The state entered next will not offer `back` (§1.9). */
  preventRevert(): void;
  /** Runs a hook inside the action, e.g. a scheduling hook before Continue. */
  runHook(hook: FlowHook<T>): Promise<void>;
  continue(...states: StateName[]): ActionOutcome;
  /** 4xx: stay; 5xx: enter the error state. Stash changes of the request are dropped. */
  error(code: FlowErrorCode, cause?: string): ActionOutcome;
  revert(): ActionOutcome;
}

export interface FlowHook<T extends FlowTypes> {
  /** For logs and tests. */
  readonly name: string;
  run(ctx: HookContext<T>): Promise<void> | void;
}
