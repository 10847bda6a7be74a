// The flow runtime of one Hanko instance: it makes state snapshots, advances them by an
// action, runs the automatic steps (the table in ./auto-steps.ts) and starts or restores flows.
// States and actions are passive snapshots; their compatibility methods (`action.run`,
// `state.autoStep`, `State.create`) call through this object, which the instance keeps in its
// FlowContext. So the modules of a flow import each other in one direction only.
import { FLOW_PATHS, type FlowName } from "@kretsbutiken/flow-protocol";
import { HankoError, TechnicalError } from "../errors.ts";
import type { Action } from "./action.ts";
import { AUTO_STEPS, hasAutoStep } from "./auto-steps.ts";
import { flowNameForAddress, type StateCreateConfig } from "./create-state.ts";
import { readCachedState, type SerializedState } from "./flow-cache.ts";
import type { FlowContext } from "./flow-context.ts";
import { mergeInputData } from "./input-data.ts";
import { settleCodeVerifier, withCodeVerifier } from "./oauth-code-verifier.ts";
import { requestState, stateFromJson } from "./request-state.ts";
import { claim, contextOf, parents } from "./snapshots.ts";
import { clientErrorResult, type StateResult } from "./state-data.ts";
import { State } from "./state.ts";
import {
  DEFAULT_CACHE_KEY,
  type ActionRunConfig,
  type AnyState,
  type StateInitConfig,
} from "./state-types.ts";

export interface FlowRuntime {
  /** Runs one action without the automatic steps after it (those steps use it too). */
  readonly advance: (
    action: Action<unknown>,
    values: Readonly<Record<string, unknown>> | null,
  ) => Promise<AnyState>;
  /** `action.run`: the action, then the automatic steps, then the state-change event. */
  readonly run: (
    action: Action<unknown>,
    values: Record<string, unknown> | null,
    config?: ActionRunConfig,
  ) => Promise<AnyState>;
  /** `state.autoStep`: this state's step and those after it, then the state-change event. */
  readonly autoStep: (state: AnyState) => Promise<AnyState>;
  /** `hanko.createState`: the state cached before a redirect, or a new flow; then its steps. */
  readonly create: (flowName: FlowName, config?: StateCreateConfig) => Promise<AnyState>;
  /** `State.deserialize`: a state from `serialize()`, validated first; then its steps. */
  readonly deserialize: (
    serialized: SerializedState,
    config?: StateCreateConfig,
  ) => Promise<AnyState>;
}

/** A bound on steps in a row; real flows need at most four (preflight, thirdparty, passkey, success). */
const MAX_STEPS = 16;

function isExcluded(state: AnyState): boolean {
  const exclusion = state.excludeAutoSteps;
  return exclusion === "all" || (exclusion?.includes(state.name) ?? false);
}

export function createFlowRuntime(context: Omit<FlowContext, "runtime">): FlowRuntime {
  const snapshot = (flowName: FlowName, result: StateResult, options: StateInitConfig = {}) =>
    new State(context.hanko, flowName, result, options) as AnyState;

  /** The step of `state`, once; a step that throws ends in an error state. */
  async function step(state: AnyState): Promise<AnyState> {
    if (!hasAutoStep(state.name)) return state;
    const run = AUTO_STEPS[state.name] as (state: AnyState) => Promise<AnyState>;
    try {
      return await run(state);
    } catch (error) {
      const cause = error instanceof HankoError ? error : new TechnicalError(error);
      return snapshot(state.flowName, clientErrorResult(cause), {
        excludeAutoSteps: state.excludeAutoSteps,
        cacheKey: state.cacheKey,
      });
    }
  }

  async function settle(state: AnyState): Promise<AnyState> {
    let current = state;
    for (let count = 0; count < MAX_STEPS; count++) {
      if (isExcluded(current) || !hasAutoStep(current.name)) return current;
      const next = await step(current);
      if (next.name === current.name) return next;
      current = next;
    }
    return current;
  }

  async function advance(
    action: Action<unknown>,
    values: Readonly<Record<string, unknown>> | null,
  ): Promise<AnyState> {
    const state = parents.get(action) as State;
    const info = claim(state, action);
    // Leaving login_init ends its passkey autofill request, if one is waiting.
    if (state.name === "login_init") context.platform.webauthn.abort();
    context.relay.dispatchBeforeStateChangeEvent({ state: state as AnyState });
    const { sessionStorage } = context.platform;
    const sent = withCodeVerifier(action, values, sessionStorage);
    const body = { input_data: mergeInputData(action.inputs, sent), csrf_token: state.csrfToken };
    const result = await requestState(contextOf(state), action.href, body);
    state.removeFromLocalStorage();
    const next = snapshot(state.flowName, result, {
      excludeAutoSteps: state.excludeAutoSteps,
      previousAction: info,
      cacheKey: state.cacheKey,
    });
    if (sent !== values) settleCodeVerifier(next, sessionStorage);
    return next;
  }

  /** Runs the automatic steps from `state`, then announces where they stopped. */
  async function land(state: AnyState, announce: boolean): Promise<AnyState> {
    const next = await settle(state);
    if (announce) next.dispatchAfterStateChangeEvent();
    return next;
  }

  async function create(flowName: FlowName, config: StateCreateConfig = {}): Promise<AnyState> {
    const cacheKey = config.cacheKey ?? DEFAULT_CACHE_KEY;
    const options = { excludeAutoSteps: config.excludeAutoSteps ?? null, cacheKey };
    const announce = config.dispatchAfterStateChangeEvent ?? true;
    const cached =
      (config.loadFromCache ?? true)
        ? readCachedState(context.platform.storage, cacheKey)
        : undefined;
    if (cached !== undefined) {
      const state = snapshot(cached.flowName, cached.result, {
        ...options,
        previousAction: cached.previousAction ?? null,
        isCached: true,
      });
      return land(state, announce);
    }
    const flow =
      (config.followSamlHint ?? true) ? flowNameForAddress(context.platform, flowName) : flowName;
    return land(snapshot(flow, await requestState(context, FLOW_PATHS[flow]), options), announce);
  }

  function deserialize(serialized: SerializedState, config: StateCreateConfig = {}) {
    const {
      flow_name: flowName,
      previous_action: previousAction,
      is_cached: isCached,
      ...rest
    } = serialized;
    const state = snapshot(flowName, stateFromJson(rest), {
      excludeAutoSteps: config.excludeAutoSteps ?? null,
      cacheKey: config.cacheKey ?? DEFAULT_CACHE_KEY,
      previousAction: previousAction ?? null,
      isCached: isCached ?? false,
    });
    return land(state, config.dispatchAfterStateChangeEvent ?? true);
  }

  return {
    advance,
    run: async (action, values, config = {}) =>
      land(await advance(action, values), config.dispatchAfterStateChangeEvent ?? true),
    autoStep: async (state) => {
      const next = await settle(await step(state));
      if (next !== state) next.dispatchAfterStateChangeEvent();
      return next;
    },
    create,
    deserialize,
  };
}
