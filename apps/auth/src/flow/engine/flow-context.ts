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
import type {
  ActionContext,
  ActionOutcome,
  FlowHook,
  FlowTypes,
  RaisedFlowError,
} from "./flow-contracts.ts";
import { isRevertible, stateVisited, type FlowDocument } from "./flow-document.ts";
import { InputValues } from "./input-values.ts";
import { Stash } from "./stash.ts";

export type { ActionContext, FlowView, HookContext, RaisedFlowError } from "./flow-contracts.ts";

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

  isScheduled(state: StateName): boolean {
    return this.scheduledNow.includes(state) || this.document.scheduled.includes(state);
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
