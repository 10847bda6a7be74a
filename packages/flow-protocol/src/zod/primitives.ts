// Leaf schemas: the few constraints the wire format puts on JSON values, as the hand-written
// checks state them (../checks/primitives.ts), so both judge a body alike.
import * as z from "zod";

/** 8-4-4-4-12 hex in either case, as `isUuid`: the wire does not promise a version. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * RFC 3339 as Go formats it: seconds required, optional fraction, `Z` or an offset (§3.2).
 * Not `z.iso.datetime()`, whose options accept times without seconds or without a zone.
 */
const RFC_3339 =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

export const nonEmptyString = z.string().min(1);

/** `z.int()` is a safe integer, as the checks' `integer`. */
export const nonNegativeInteger = z.int().min(0);

export const httpStatus = z.int().min(100).max(599);

export const uuid = z.string().regex(UUID, "not a UUID");

export const time = z.string().regex(RFC_3339, "not an RFC 3339 time");

/** A JSON object of anything: `actions`-style maps and free-form payloads. */
export const anyObject = z.record(z.string(), z.unknown());
