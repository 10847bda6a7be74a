// The small driver of the automatic steps: while the current state has a step in the table
// (./auto-steps.ts) and is not excluded, run it; stop when a step stays in its state. A step
// that throws ends in an error state instead of a rejected promise.
import type { StateName } from "@kretsbutiken/flow-protocol";
import { HankoError, TechnicalError } from "../errors.ts";
import { AUTO_STEPS } from "./auto-steps.ts";
import { clientErrorResult } from "./state-data.ts";
import { State } from "./state.ts";
import type { AnyState } from "./state-types.ts";

/** States whose step is skipped, or "all"; `null` runs every step. */
export type AutoStepExclusion = StateName[] | "all" | null;

export type AutoSteppedState = keyof typeof AUTO_STEPS;

/** A bound on steps in a row; real flows need at most four (preflight, thirdparty, passkey, success). */
const MAX_STEPS = 16;

export function hasAutoStep(name: StateName): name is AutoSteppedState {
  return Object.hasOwn(AUTO_STEPS, name);
}

function isExcluded(state: AnyState): boolean {
  const exclusion = state.excludeAutoSteps;
  return exclusion === "all" || (exclusion?.includes(state.name) ?? false);
}

/** Runs the step of `state` once; its table entry decides what happens. */
export async function runAutoStep(state: AnyState): Promise<AnyState> {
  if (!hasAutoStep(state.name)) return state;
  const step = AUTO_STEPS[state.name] as (state: AnyState) => Promise<AnyState>;
  try {
    return await step(state);
  } catch (error) {
    const cause = error instanceof HankoError ? error : new TechnicalError(error);
    return new State(state.hanko, state.flowName, clientErrorResult(cause), {
      excludeAutoSteps: state.excludeAutoSteps,
      cacheKey: state.cacheKey,
    }) as AnyState;
  }
}

/** Runs automatic steps from `state` until one stays in its state or none applies. */
export async function settle(state: AnyState): Promise<AnyState> {
  let current = state;
  for (let step = 0; step < MAX_STEPS; step++) {
    if (isExcluded(current) || !hasAutoStep(current.name)) return current;
    const next = await runAutoStep(current);
    if (next.name === current.name) return next;
    current = next;
  }
  return current;
}
