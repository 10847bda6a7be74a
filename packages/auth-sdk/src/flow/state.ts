// A flow state as an immutable, passive snapshot (the official SDK's `State`): its name,
// payload, error and actions. Running one of its actions resolves to the next snapshot, after
// the automatic steps; both are the flow runtime's work (./flow-runtime.ts), which the
// compatibility methods here call through. A snapshot allows one action, like the official SDK.
import type { Action as WireAction, FlowName, StateName } from "@kretsbutiken/flow-protocol";
import type { HankoError } from "../errors.ts";
import type { Hanko } from "../hanko.ts";
import { Action } from "./action.ts";
import { hasAutoStep } from "./auto-steps.ts";
import type { StateCreateConfig } from "./create-state.ts";
import { deepFreeze } from "./deep-freeze.ts";
import {
  removeCachedState,
  saveCachedState,
  serializeState,
  type SerializedState,
} from "./flow-cache.ts";
import { flowContextOf } from "./flow-context.ts";
import { activatePasskeyAutofill, type PasskeyAutofillStates } from "./passkey-autofill.ts";
import { contextOf, contexts, invoked } from "./snapshots.ts";
import type { StateData, StateError, StateResult } from "./state-data.ts";
import {
  DEFAULT_CACHE_KEY,
  type ActionInfo,
  type ActionMap,
  type AnyState,
  type AutoStepExclusion,
  type StateInitConfig,
  type StatePayload,
} from "./state-types.ts";

export class State<S extends StateName = StateName> {
  readonly name: S;
  readonly flowName: FlowName;
  readonly error?: StateError;
  /** Why the SDK itself produced this (error) state: network, timeout, invalid answer, unknown state. */
  readonly clientError?: HankoError;
  readonly payload: StatePayload<S>;
  readonly actions: ActionMap<S>;
  readonly csrfToken: string;
  readonly status: number;
  readonly previousAction?: ActionInfo;
  readonly isCached: boolean;
  readonly cacheKey: string;
  readonly hanko: Hanko;
  readonly excludeAutoSteps: AutoStepExclusion;
  /** Runs this state's automatic step and those after it; only states with one have it. */
  readonly autoStep?: () => Promise<AnyState>;
  /** `login_init` only: starts passkey autofill in the background (when the payload has options). */
  readonly passkeyAutofillActivation: S extends PasskeyAutofillStates
    ? () => Promise<void>
    : undefined;

  constructor(
    hanko: Hanko,
    flowName: FlowName,
    result: StateResult,
    options: StateInitConfig = {},
  ) {
    const { data, clientError } = result;
    const context = flowContextOf(hanko);
    const { runtime } = context;
    contexts.set(this, context);
    this.hanko = hanko;
    this.flowName = flowName;
    this.name = data.name as S;
    this.status = data.status;
    this.csrfToken = data.csrf_token;
    this.payload = deepFreeze(data.payload) as StatePayload<S>;
    if (data.error !== undefined) this.error = deepFreeze({ ...data.error });
    if (clientError !== undefined) this.clientError = clientError;
    if (options.previousAction) this.previousAction = options.previousAction;
    this.isCached = options.isCached ?? false;
    this.cacheKey = options.cacheKey ?? DEFAULT_CACHE_KEY;
    this.excludeAutoSteps = options.excludeAutoSteps ?? null;
    this.actions = buildActionMap(this, data.actions);
    if (hasAutoStep(this.name)) this.autoStep = () => runtime.autoStep(this as AnyState);
    this.passkeyAutofillActivation = (
      this.name === "login_init"
        ? () => activatePasskeyAutofill(this as State<"login_init">)
        : undefined
    ) as State<S>["passkeyAutofillActivation"];
    Object.freeze(this);
  }

  /** Starts `flowName` (see Hanko.createState). */
  static create(hanko: Hanko, flowName: FlowName, config?: StateCreateConfig): Promise<AnyState> {
    return flowContextOf(hanko).runtime.create(flowName, config);
  }

  /** Rebuilds a state from `serialize()`; an invalid one becomes an error state. */
  static deserialize(
    hanko: Hanko,
    serialized: SerializedState,
    config?: StateCreateConfig,
  ): Promise<AnyState> {
    return flowContextOf(hanko).runtime.deserialize(serialized, config);
  }

  /** The action run on this snapshot, if any. */
  get invokedAction(): ActionInfo | undefined {
    return invoked.get(this);
  }

  /** The same state with another error, e.g. after a failed WebAuthn ceremony. */
  withError(error: StateError | undefined, clientError?: HankoError): State<S> {
    const data: StateData = { ...this.#data(), error };
    if (error === undefined) delete data.error;
    const result: StateResult = clientError === undefined ? { data } : { data, clientError };
    return new State<S>(this.hanko, this.flowName, result, this.#initConfig());
  }

  dispatchAfterStateChangeEvent(): void {
    contextOf(this).relay.dispatchAfterStateChangeEvent({ state: this as AnyState });
  }

  serialize(): SerializedState {
    return serializeState(this.flowName, this.#data(), this.previousAction);
  }

  /** Keeps this state in localStorage under `cacheKey`, e.g. across a third-party redirect. */
  saveToLocalStorage(): void {
    saveCachedState(contextOf(this).platform.storage, this.cacheKey, this.serialize());
  }

  removeFromLocalStorage(): void {
    removeCachedState(contextOf(this).platform.storage, this.cacheKey);
  }

  #data(): StateData {
    const data: StateData = {
      name: this.name,
      status: this.status,
      payload: this.payload,
      csrf_token: this.csrfToken,
      actions: Object.fromEntries(
        Object.entries(this.actions as Record<string, Action<unknown>>).map(([name, action]) => [
          name,
          action.toJSON(),
        ]),
      ),
    };
    if (this.error !== undefined) data.error = this.error;
    return data;
  }

  #initConfig(): StateInitConfig {
    return {
      excludeAutoSteps: this.excludeAutoSteps,
      previousAction: this.previousAction ?? null,
      isCached: this.isCached,
      cacheKey: this.cacheKey,
    };
  }
}

function buildActionMap<S extends StateName>(
  state: State<S>,
  actions: Readonly<Record<string, WireAction>>,
): ActionMap<S> {
  const map: Record<string, Action<unknown>> = {};
  for (const [name, action] of Object.entries(actions)) map[name] = new Action(action, state);
  Object.freeze(map);
  // Unknown names give a disabled action instead of undefined (official SDK behaviour).
  return new Proxy(map, {
    get: (target, key) =>
      typeof key === "string" && !Object.hasOwn(target, key)
        ? Action.createDisabled(key, state)
        : (target as Record<string | symbol, unknown>)[key],
  }) as unknown as ActionMap<S>;
}
