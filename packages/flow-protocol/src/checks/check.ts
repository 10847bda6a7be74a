// The wire checks are small hand-written guards rather than a schema library, so the browser
// bundle carries none (auth-elements README, "Builds and size"; decision record 0022). A check
// validates in place and copies nothing: keys it does not name pass through.
import type { ProtocolIssue } from "../index.ts";

/** Where a value sits, as issues name it: `actions.back.inputs`, `emails[0]`; "" is the body. */
export type Path = string;

export type Issues = ProtocolIssue[];

/** Checks `value` at `path` and adds an issue per failing field; true when it added none. */
export type Check<T> = (value: unknown, path: Path, issues: Issues) => value is T;

export function field(path: Path, key: string): Path {
  return path === "" ? key : `${path}.${key}`;
}

export function item(path: Path, index: number): Path {
  return `${path}[${index}]`;
}

/** Adds an issue and returns false, so a check can end with `return fail(…)`. */
export function fail(issues: Issues, path: Path, message: string): false {
  issues.push({ path: path === "" ? "(root)" : path, message });
  return false;
}

function kind(value: unknown): string {
  if (value === null) return "null";
  return Array.isArray(value) ? "array" : typeof value;
}

/** The message for a value of the wrong type; a missing key reads as "missing". */
export function mismatch(expected: string, value: unknown): string {
  return value === undefined
    ? `missing (expected ${expected})`
    : `expected ${expected}, received ${kind(value)}`;
}
