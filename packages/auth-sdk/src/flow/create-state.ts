// Starting a flow (the official SDK's `createState`): resume the state cached before a
// third-party redirect, or POST the flow's path; then run the automatic steps. A return from an
// IdP-initiated SAML login (`saml_hint=idp_initiated` with a `hanko_token`) starts
// `/token_exchange` instead of login or registration (product spec §4).
import {
  FLOW_PATHS,
  RETURN_PARAMS,
  SAML_HINT_IDP_INITIATED,
  type FlowName,
} from "@kretsbutiken/flow-protocol";
import { searchParam } from "../platform/address.ts";
import type { Platform } from "../platform/platform.ts";
import { readCachedState, type SerializedState } from "./flow-cache.ts";
import type { FlowContext } from "./flow-context.ts";
import type { FlowRuntime } from "./flow-runtime.ts";
import { requestState, stateFromJson } from "./request-state.ts";
import { DEFAULT_CACHE_KEY, type AnyState, type StateInitConfig } from "./state-types.ts";

export type StateCreateConfig = Pick<
  StateInitConfig,
  "dispatchAfterStateChangeEvent" | "excludeAutoSteps" | "cacheKey"
> & {
  /** Resume a state saved under `cacheKey` (default true). */
  loadFromCache?: boolean;
  /** Start /token_exchange on a return from IdP-initiated SAML (default true). */
  followSamlHint?: boolean;
};

/** `token_exchange` when the address is a return from IdP-initiated SAML, else `flowName`. */
export function flowNameForAddress(
  platform: Pick<Platform, "location">,
  flowName: FlowName,
): FlowName {
  if (flowName !== "login" && flowName !== "registration") return flowName;
  const hint = searchParam(platform, RETURN_PARAMS.samlHint);
  const token = searchParam(platform, RETURN_PARAMS.token);
  return hint === SAML_HINT_IDP_INITIATED && token ? "token_exchange" : flowName;
}

async function initialize(
  runtime: FlowRuntime,
  state: AnyState,
  config: Pick<StateInitConfig, "dispatchAfterStateChangeEvent">,
): Promise<AnyState> {
  const settled = await runtime.settle(state);
  if (config.dispatchAfterStateChangeEvent ?? true) settled.dispatchAfterStateChangeEvent();
  return settled;
}

/** Runs in the flow runtime (./flow-runtime.ts) as `create`. */
export async function startState(
  context: Omit<FlowContext, "runtime">,
  runtime: FlowRuntime,
  flowName: FlowName,
  config: StateCreateConfig,
): Promise<AnyState> {
  const cacheKey = config.cacheKey ?? DEFAULT_CACHE_KEY;
  const options = { excludeAutoSteps: config.excludeAutoSteps ?? null, cacheKey };
  if (config.loadFromCache ?? true) {
    const cached = readCachedState(context.platform.storage, cacheKey);
    if (cached !== undefined) {
      const state = runtime.snapshot(cached.flowName, cached.result, {
        ...options,
        previousAction: cached.previousAction ?? null,
        isCached: true,
      });
      return initialize(runtime, state, config);
    }
  }
  const flow =
    (config.followSamlHint ?? true) ? flowNameForAddress(context.platform, flowName) : flowName;
  const result = await requestState(context, FLOW_PATHS[flow]);
  return initialize(runtime, runtime.snapshot(flow, result, options), config);
}

/** A state from `serialize()` (the official SDK's `State.deserialize`), validated first. */
export async function restoreState(
  runtime: FlowRuntime,
  serialized: SerializedState,
  config: StateCreateConfig,
): Promise<AnyState> {
  const {
    flow_name: flowName,
    previous_action: previousAction,
    is_cached: isCached,
    ...rest
  } = serialized;
  const state = runtime.snapshot(flowName, stateFromJson(rest), {
    excludeAutoSteps: config.excludeAutoSteps ?? null,
    cacheKey: config.cacheKey ?? DEFAULT_CACHE_KEY,
    previousAction: previousAction ?? null,
    isCached: isCached ?? false,
  });
  return initialize(runtime, state, config);
}
