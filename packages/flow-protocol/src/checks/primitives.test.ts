import { describe, expect, it } from "vitest";
import type { Check, Issues } from "./check.ts";
import {
  boolean,
  httpStatus,
  integer,
  literal,
  nonEmptyString,
  nonNegativeInteger,
  number,
  oneOf,
  string,
  time,
  uuid,
} from "./primitives.ts";

const UUID = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";

// check, a valid value, a malformed one, and what the issue's message says about it.
const cases: [name: string, check: Check<unknown>, valid: unknown, bad: unknown, says: string][] = [
  ["string", string, "", 42, "expected string, received number"],
  ["string (missing)", string, "x", undefined, "missing (expected string)"],
  ["boolean", boolean, false, "true", "expected boolean, received string"],
  ["number", number, 1.5, Number.NaN, "expected number"],
  ["integer", integer, 3, 200.5, "expected integer, received number"],
  ["non-empty string", nonEmptyString, "a", "", "empty"],
  ["non-negative integer", nonNegativeInteger, 0, -1, "-1 is negative"],
  ["HTTP status", httpStatus, 429, 600, "600 is not an HTTP status"],
  ["UUID", uuid, UUID, "abc", '"abc" is not a UUID'],
  ["time with Z", time, "2026-11-22T14:33:52.000Z", "tomorrow", "not an RFC 3339 time"],
  ["time with offset", time, "2026-11-22T14:33:52+01:00", "2026-11-22", "not an RFC 3339"],
  ["time without seconds", time, "2026-11-22T14:33:52Z", "2026-11-22T14:33Z", "RFC 3339"],
  ["enum", oneOf(["a", "b"], "letter"), "b", "c", 'unknown letter "c"'],
  ["enum (not a string)", oneOf(["a"], "letter"), "a", 1, "expected letter, received number"],
  ["literal", literal("public-key"), "public-key", "private", 'expected "public-key"'],
  ["literal true", literal(true), true, false, "expected true, received boolean"],
];

describe("primitive checks", () => {
  it.each(cases)("%s accepts a valid value", (_name, check, valid) => {
    const issues: Issues = [];
    expect(check(valid, "field", issues)).toBe(true);
    expect(issues).toEqual([]);
  });

  it.each(cases)("%s rejects a malformed one, naming the field", (_name, check, _v, bad, says) => {
    const issues: Issues = [];
    expect(check(bad, "payload.field", issues)).toBe(false);
    expect(issues.map((issue) => issue.path)).toEqual(["payload.field"]);
    expect(issues[0]?.message).toContain(says);
  });

  it("names the body itself (root)", () => {
    const issues: Issues = [];
    string(null, "", issues);
    expect(issues).toEqual([{ path: "(root)", message: "expected string, received null" }]);
  });
});
