// Checks built from other checks: objects, arrays, records, optional and nullable values.
import { fail, field, item, mismatch, type Check } from "./check.ts";

/** A JSON object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value, path, issues): value is T | undefined =>
    value === undefined || check(value, path, issues);
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value, path, issues): value is T | null => value === null || check(value, path, issues);
}

/** A check for every key of `T`, of its type: a required key cannot get an optional check. */
export type Shape<T> = { readonly [K in keyof T]-?: Check<T[K]> };

/** An object whose named keys pass their checks; other keys pass through unchecked. */
export function object<T>(shape: Shape<T>): Check<T> {
  const entries = Object.entries(shape as Record<string, Check<unknown>>);
  return (value, path, issues): value is T => {
    if (!isRecord(value)) return fail(issues, path, mismatch("object", value));
    let valid = true;
    for (const [key, check] of entries) {
      if (!check(value[key], field(path, key), issues)) valid = false;
    }
    return valid;
  };
}

export function array<T>(check: Check<T>): Check<T[]> {
  return (value, path, issues): value is T[] => {
    if (!Array.isArray(value)) return fail(issues, path, mismatch("array", value));
    let valid = true;
    value.forEach((entry: unknown, index) => {
      if (!check(entry, item(path, index), issues)) valid = false;
    });
    return valid;
  };
}

/** An object used as a map, e.g. `actions` or an action's `inputs` (never null, §8 item 21). */
export function record<T>(check: Check<T>): Check<Record<string, T>> {
  return (value, path, issues): value is Record<string, T> => {
    if (!isRecord(value)) return fail(issues, path, mismatch("object", value));
    let valid = true;
    for (const [key, entry] of Object.entries(value)) {
      if (!check(entry, field(path, key), issues)) valid = false;
    }
    return valid;
  };
}
