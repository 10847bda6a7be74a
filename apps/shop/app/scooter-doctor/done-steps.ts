// Which fix steps the rider has ticked, kept in the page's address (`?klart=1,3`) so a ticked
// list survives a reload, can be shared, and works without JavaScript: the checklist's form
// sends one `klart` per ticked box, the script writes them joined by commas. Both read the same.

export const DONE_PARAM = "klart";

/** The ticked step numbers (1-based) among `stepCount`, in order; anything else is ignored. */
export function parseDoneSteps(search: URLSearchParams, stepCount: number): number[] {
  const numbers = search
    .getAll(DONE_PARAM)
    .flatMap((value) => value.split(","))
    .map((part) => part.trim())
    .filter((part) => /^\d{1,3}$/.test(part))
    .map(Number)
    .filter((step) => step >= 1 && step <= stepCount);
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/** The step ticked or unticked. */
export function toggleDoneStep(done: readonly number[], step: number): number[] {
  return done.includes(step)
    ? done.filter((other) => other !== step)
    : [...done, step].sort((a, b) => a - b);
}

/**
 * The address's query with `done` written as one `klart=1,3`, other parameters kept. Commas
 * are left readable: a query may hold them as they are (RFC 3986 sub-delims).
 */
export function withDoneSteps(search: URLSearchParams, done: readonly number[]): string {
  const next = new URLSearchParams(search);
  next.delete(DONE_PARAM);
  if (done.length > 0) next.set(DONE_PARAM, done.join(","));
  return next.toString().replaceAll("%2C", ",");
}
