/** A product id as kept in a stored list: a positive safe integer, nothing else. */
export function isStoredId(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0;
}

/** The plain object of a stored entry, or undefined for anything else. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The most entries a stored list keeps (and /api/products answers for). */
export const MAX_LIST_ENTRIES = 100;
