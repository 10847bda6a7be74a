// The one object an action or hook sees during a request (flow-api.md §1.9): the stash, the
// payload, scheduling, flow and input errors, and the ways an action ends. It knows nothing of
// HTTP; headers and cookies a hook produces (a session) are handed to the engine as data.
import type {
  FlowErrorCode,
  FlowName,
  InputError,
  InputErrorCode,
  StateName,
} from "@kretsbutiken/flow-protocol";
import { inputError } from "@kretsbutiken/flow-protocol";
import type { ActionOutcome, FlowHook, FlowTypes } from "./flow-definition.ts";
import { isRevertible, stateVisited, type FlowDocument } from "./flow-document.ts";
import { InputValues } from "./input-values.ts";
import { Stash, type StashReader } from "./stash.ts";

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
  /** Request-scoped scratch space shared by the action and its hooks; never persisted. */
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

const ERROR: ActionOutcome = { kind: "error" };
const REVERT: ActionOutcome = { kind: "revert" };

/** The mutable state of one executed request, seen by actions and hooks as ActionContext. */
export class FlowRequestContext<T extends FlowTypes> implements ActionContext<T> {
  readonly flowName: FlowName;
  readonly flowId: string;
  readonly deps: T["deps"];
  readonly stash: Stash<T["stash"]>;
  readonly payload: Record<string, unknown> = {};
  readonly locals = new Map<string, unknown>();
  readonly scheduledNow: StateName[] = [];
  readonly inputErrors = new Map<string, InputError>();
  readonly headers: Record<string, string> = {};
  readonly cookies: string[] = [];
  document: FlowDocument;
  input: InputValues = new InputValues({});
  flowError: RaisedFlowError | undefined;
  revertPrevented = false;

  constructor(init: {
    flowName: FlowName;
    flowId: string;
    document: FlowDocument;
    deps: T["deps"];
  }) {
    this.flowName = init.flowName;
    this.flowId = init.flowId;
    this.document = init.document;
    this.deps = init.deps;
    this.stash = new Stash(init.document.data);
  }

  get state(): StateName {
    return this.document.state;
  }

  get previousState(): StateName | undefined {
    return this.document.prev_state === "" ? undefined : this.document.prev_state;
  }

  get isRevertible(): boolean {
    return isRevertible(this.document);
  }

  stateVisited(state: StateName): boolean {
    return stateVisited(this.document, state);
  }

  schedule(...states: StateName[]): void {
    this.scheduledNow.push(...states);
  }

  setFlowError(code: FlowErrorCode, cause?: string): void {
    this.flowError = cause === undefined ? { code } : { code, cause };
  }

  addResponseHeaders(headers: Readonly<Record<string, string>>): void {
    Object.assign(this.headers, headers);
  }

  addSetCookie(cookie: string): void {
    this.cookies.push(cookie);
  }

  setInputError(name: string, code: InputErrorCode, cause?: string): void {
    this.inputErrors.set(name, inputError(code, cause));
  }

  preventRevert(): void {
    this.revertPrevented = true;
  }

  async runHook(hook: FlowHook<T>): Promise<void> {
    await hook.run(this);
  }

  continue(...states: StateName[]): ActionOutcome {
    return { kind: "continue", states };
  }

  error(code: FlowErrorCode, cause?: string): ActionOutcome {
    this.setFlowError(code, cause);
    return ERROR;
  }

  revert(): ActionOutcome {
    return REVERT;
  }
}
