// Leaf checks: JSON types, the few constraints the wire format puts on them, and enums.
import { isUuid } from "../index.ts";
import { fail, mismatch, type Check } from "./check.ts";

/** A check of one JSON type; `expected` is how its messages name the type. */
function typed<T>(expected: string, test: (value: unknown) => boolean): Check<T> {
  return (value, path, issues): value is T =>
    test(value) || fail(issues, path, mismatch(expected, value));
}

/** `base`, then `test`; `message` says what is wrong with a well-typed value. */
export function refine<T>(
  base: Check<T>,
  test: (value: T) => boolean,
  message: (value: T) => string,
): Check<T> {
  return (value, path, issues): value is T =>
    base(value, path, issues) && (test(value) || fail(issues, path, message(value)));
}

export const string = typed<string>("string", (value) => typeof value === "string");
export const boolean = typed<boolean>("boolean", (value) => typeof value === "boolean");
export const number = typed<number>("number", Number.isFinite);
export const integer = typed<number>("integer", Number.isSafeInteger);

/** Anything, including a missing key. */
export const unknown = (_value: unknown): _value is unknown => true;

export const nonEmptyString = refine(
  string,
  (value) => value !== "",
  () => "empty (expected a non-empty string)",
);

/** Whole seconds (`retry_after`, §5.4) and input lengths. */
export const nonNegativeInteger = refine(
  integer,
  (value) => value >= 0,
  (value) => `${value} is negative`,
);

export const httpStatus = refine(
  integer,
  (value) => value >= 100 && value <= 599,
  (value) => `${value} is not an HTTP status`,
);

/** 8-4-4-4-12 hex; Hanko's ids are v4 but the wire does not promise the version. */
export const uuid = refine(string, isUuid, (value) => `"${value}" is not a UUID`);

/** RFC 3339 as Go formats it: seconds, optional fraction, `Z` or an offset (§3.2). */
const RFC_3339 =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

export const time = refine(
  string,
  (value) => RFC_3339.test(value),
  (value) => `"${value}" is not an RFC 3339 time`,
);

/** One of `values`; an unknown string is named in the message, e.g. `unknown state "foo"`. */
export function oneOf<const V extends string>(values: readonly V[], what: string): Check<V> {
  const known: readonly unknown[] = values;
  return (value, path, issues): value is V => {
    if (known.includes(value)) return true;
    if (typeof value === "string") return fail(issues, path, `unknown ${what} "${value}"`);
    return fail(issues, path, mismatch(what, value));
  };
}

export function literal<const V extends string | boolean>(expected: V): Check<V> {
  return (value, path, issues): value is V =>
    value === expected || fail(issues, path, mismatch(JSON.stringify(expected), value));
}
