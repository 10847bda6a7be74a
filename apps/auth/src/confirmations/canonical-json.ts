// The one text a JSON value hashes as, whoever computes it: object keys sorted (by UTF-16 code
// units, as RFC 8785 sorts them) at every depth, no whitespace, strings and numbers written as
// JSON.stringify writes them. For values parsed from JSON this is RFC 8785's JCS, so the shop
// and the auth server agree on an action's hash whatever order either wrote the keys in.
//
// Numbers are IEEE doubles on both sides: an amount the shop cares about to the öre should
// travel as a string or in whole öre, never as a float it might round differently.

/**
 * Throws a TypeError for what JSON cannot hold (undefined, functions, NaN, ±Infinity, bigint)
 * and for objects other than plain ones: a Date or a Map would otherwise hash as `{}`.
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "boolean":
    case "string":
      return JSON.stringify(value);
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`${value} has no JSON form`);
      return JSON.stringify(value);
    case "object":
      return Array.isArray(value) ? canonicalArray(value) : canonicalObject(value);
    default:
      throw new TypeError(`a ${typeof value} has no JSON form`);
  }
}

function canonicalArray(items: readonly unknown[]): string {
  return `[${items.map((item) => canonicalJson(item)).join(",")}]`;
}

function canonicalObject(object: object): string {
  const prototype: unknown = Object.getPrototypeOf(object);
  if (prototype !== Object.prototype && prototype !== null) {
    throw new TypeError("only plain objects have a canonical JSON form");
  }
  // Plain code-unit order (the default sort), not localeCompare: the same on every machine.
  const keys = Object.keys(object).sort();
  const record = object as Record<string, unknown>;
  const members = keys
    // JSON.stringify leaves out undefined members; so do we, or {a: undefined} would throw.
    .filter((key) => record[key] !== undefined)
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
  return `{${members.join(",")}}`;
}

/** Whether `value` has a canonical form: parsed JSON may not (1e400 parses as Infinity). */
export function hasCanonicalJson(value: unknown): boolean {
  try {
    canonicalJson(value);
    return true;
  } catch (error) {
    if (error instanceof TypeError) return false;
    throw error;
  }
}
