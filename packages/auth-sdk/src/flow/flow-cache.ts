// A flow state kept in localStorage, so a flow survives leaving the page for a third-party
// provider (product spec §4: saved before the redirect, restored on return, then removed).
// A stored state is validated like a response; an unreadable one is dropped.
import { isFlowName, type FlowName, type StateName } from "@kretsbutiken/flow-protocol";
import type { StorageLike } from "../platform/platform.ts";
import { stateFromJson } from "./request-state.ts";
import type { StateData, StateResult } from "./state-data.ts";

type ActionInfo = { name: string; relatedStateName: StateName };

export type SerializedState = StateData & {
  links: null;
  flow_name: FlowName;
  previous_action?: ActionInfo;
  is_cached?: boolean;
};

export type CachedState = {
  flowName: FlowName;
  result: StateResult;
  previousAction?: ActionInfo;
};

export function serializeState(
  flowName: FlowName,
  data: StateData,
  previousAction: ActionInfo | undefined,
): SerializedState {
  const serialized: SerializedState = { ...data, links: null, flow_name: flowName };
  if (previousAction !== undefined) serialized.previous_action = previousAction;
  return serialized;
}

export function saveCachedState(storage: StorageLike, key: string, state: SerializedState): void {
  storage.setItem(key, JSON.stringify({ ...state, is_cached: true }));
}

export function removeCachedState(storage: StorageLike, key: string): void {
  storage.removeItem(key);
}

function isActionInfo(value: unknown): value is ActionInfo {
  if (typeof value !== "object" || value === null) return false;
  const info = value as Record<string, unknown>;
  return typeof info["name"] === "string" && typeof info["relatedStateName"] === "string";
}

/** The cached state under `key`, or undefined (and the entry removed) when it is unusable. */
export function readCachedState(storage: StorageLike, key: string): CachedState | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    const json = JSON.parse(raw) as Record<string, unknown>;
    const {
      flow_name: flowName,
      previous_action: previousAction,
      is_cached: _,
      ...envelope
    } = json;
    const result = stateFromJson(envelope);
    if (isFlowName(flowName) && result.clientError === undefined) {
      const cached: CachedState = { flowName, result };
      if (isActionInfo(previousAction)) cached.previousAction = previousAction;
      return cached;
    }
  } catch {
    // Not JSON: dropped below.
  }
  removeCachedState(storage, key);
  return undefined;
}
