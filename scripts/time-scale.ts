// How much room the tests give this machine. Every timeout and wall-clock window in the
// suites is written for a quiet machine with four cores or more and multiplied by the scale:
// twice the room on two cores, four times on one. TEST_TIME_SCALE sets it (a number, at least
// 1) for a machine that is slower still, or shared with a busy neighbour. A window that says
// "answers without waiting for the 3 s timeout" scales that timeout with it, so what it tells
// apart stays apart.
import { availableParallelism } from "node:os";

/** The scale for this environment and core count; a bad TEST_TIME_SCALE fails by name. */
export function timeScale(
  env: Record<string, string | undefined> = process.env,
  cores: number = availableParallelism(),
): number {
  const set = env.TEST_TIME_SCALE?.trim();
  if (set === undefined || set === "") return Math.max(1, 4 / Math.max(1, cores));
  const scale = Number(set);
  if (!Number.isFinite(scale) || scale < 1) {
    throw new Error(`TEST_TIME_SCALE must be a number of at least 1, not "${set}"`);
  }
  return scale;
}

export const TIME_SCALE = timeScale();

/** `ms`, written for a quiet four-core machine, on this one. */
export function scaled(ms: number): number {
  return Math.round(ms * TIME_SCALE);
}
