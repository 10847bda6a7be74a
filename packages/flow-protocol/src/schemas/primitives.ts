// Small building blocks shared by the schemas.
import { z } from "zod";

/** 8-4-4-4-12 hex; Hanko's ids are v4 but the wire does not promise the version. */
export const uuidSchema = z.guid();

/** RFC 3339 as Go formats it: `Z` or an offset, optional fractional seconds (§3.2). */
export const timeSchema = z.iso.datetime({ offset: true });

/** Whole seconds, e.g. `retry_after` / `resend_after` (§5.4). */
export const secondsSchema = z.int().nonnegative();

/** A custom message for enum-like fields that names the unknown value. */
export function unknownValue(what: string) {
  return (issue: { input?: unknown }): string =>
    typeof issue.input === "string" ? `unknown ${what} "${issue.input}"` : `expected ${what}`;
}
