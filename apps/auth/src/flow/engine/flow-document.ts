// What a flow row's `data` column holds (flow-api.md §1.9, §1.11): the current and previous
// state, the stack of scheduled states, the stash and the history that `back` reverts along.
// Stored as plain JSON text. The transitions here are pure; hooks and persistence live in the
// engine.
import { isStateName, type StateName } from "@kretsbutiken/flow-protocol";
import { z } from "zod";
import { FlowEngineError } from "./flow-engine-error.ts";

export type StashData = Record<string, unknown>;

/** Keys under `sticky` keep their current values when `back` restores older data (§1.9). */
export const STICKY_KEY = "sticky";

export interface HistoryEntry {
  /** The state that was left, with the previous state, data and schedule it had on entry. */
  readonly state: StateName;
  readonly prev_state: StateName | "";
  readonly data: StashData;
  readonly scheduled: readonly StateName[];
  /** False when the leaving action prevented revert: `back` is then not offered. */
  readonly revertible: boolean;
}

export interface FlowDocument {
  readonly state: StateName;
  readonly prev_state: StateName | "";
  /** Next state first. */
  readonly scheduled: readonly StateName[];
  readonly data: StashData;
  readonly hist: readonly HistoryEntry[];
}

const stateName = z.string().refine(isStateName, "unknown state");
const stashData = z.record(z.string(), z.unknown());
const documentSchema = z.object({
  state: stateName,
  prev_state: z.union([stateName, z.literal("")]),
  scheduled: z.array(stateName),
  data: stashData,
  hist: z.array(
    z.object({
      state: stateName,
      prev_state: z.union([stateName, z.literal("")]),
      data: stashData,
      scheduled: z.array(stateName),
      revertible: z.boolean(),
    }),
  ),
});

export function newDocument(initial: readonly [StateName, ...StateName[]]): FlowDocument {
  const [state, ...scheduled] = initial;
  return { state, prev_state: "", scheduled, data: {}, hist: [] };
}

export function parseDocument(text: string): FlowDocument {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new FlowEngineError("flow_data_corrupt", "the stored flow data is not JSON", { cause });
  }
  const parsed = documentSchema.safeParse(json);
  if (!parsed.success) {
    throw new FlowEngineError("flow_data_corrupt", "the stored flow data has the wrong shape", {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

export function serialiseDocument(document: FlowDocument): string {
  return JSON.stringify(document);
}

/** `back` may be offered: the current state was entered by an action that allowed revert. */
export function isRevertible(document: FlowDocument): boolean {
  return document.hist.at(-1)?.revertible === true;
}

export function stateVisited(document: FlowDocument, state: StateName): boolean {
  return document.hist.some((entry) => entry.state === state);
}

/** The state a Continue would enter: what this request scheduled first, else the stack's top. */
export function peekNext(
  document: FlowDocument,
  scheduledNow: readonly StateName[],
): StateName | undefined {
  return scheduledNow[0] ?? document.scheduled[0];
}

/**
 * Continue (§1.9): states scheduled during this request go in front of the stored stack, the
 * first of them all becomes current. A history entry is written only when the state changes;
 * the previous state changes with it (B3: a Continue back into the same state keeps it).
 */
export function advance(
  document: FlowDocument,
  change: { scheduledNow: readonly StateName[]; data: StashData; revertible: boolean },
): FlowDocument {
  const [next, ...rest] = [...change.scheduledNow, ...document.scheduled];
  if (next === undefined) {
    throw new FlowEngineError(
      "nothing_scheduled",
      `no state left to continue to from "${document.state}"`,
    );
  }
  if (next === document.state) {
    return { ...document, scheduled: rest, data: change.data };
  }
  const entry: HistoryEntry = {
    state: document.state,
    prev_state: document.prev_state,
    data: document.data,
    scheduled: document.scheduled,
    revertible: change.revertible,
  };
  return {
    state: next,
    prev_state: document.state,
    scheduled: rest,
    data: change.data,
    hist: [...document.hist, entry],
  };
}

/**
 * Error (§1.9): the stash changes of the request are gone (the caller passes the data as it was,
 * plus what before-state hooks wrote on the re-render: B2). A 4xx stays and keeps the previous
 * state (B3); a 5xx enters the error state.
 */
export function settleError(
  document: FlowDocument,
  target: StateName,
  data: StashData,
): FlowDocument {
  if (target === document.state) return { ...document, data };
  return { ...document, state: target, prev_state: document.state, data };
}

/**
 * Revert (§1.9): back to the last history entry, except that sticky keys keep their current
 * values. Undefined when there is nothing revertible to go back to.
 */
export function revert(document: FlowDocument, currentData: StashData): FlowDocument | undefined {
  const entry = document.hist.at(-1);
  if (entry === undefined || !entry.revertible) return undefined;
  const data: StashData = { ...entry.data };
  if (currentData[STICKY_KEY] !== undefined) data[STICKY_KEY] = currentData[STICKY_KEY];
  else delete data[STICKY_KEY];
  return {
    state: entry.state,
    prev_state: entry.prev_state,
    scheduled: entry.scheduled,
    data,
    hist: document.hist.slice(0, -1),
  };
}
