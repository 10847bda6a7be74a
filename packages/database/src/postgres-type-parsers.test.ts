import { describe, expect, it } from "vitest";
import { parseInt8, parseTimestamptz } from "./postgres-type-parsers.ts";

describe("parseInt8", () => {
  it.each<[string, number | bigint]>([
    ["0", 0],
    ["42", 42],
    ["-17", -17],
    ["9007199254740991", Number.MAX_SAFE_INTEGER],
    ["-9007199254740991", Number.MIN_SAFE_INTEGER],
    ["9007199254740992", 9007199254740992n],
    ["-9223372036854775808", -9223372036854775808n],
  ])("%s → %s", (text, expected) => {
    expect(parseInt8(text)).toBe(expected);
  });
});

describe("parseTimestamptz", () => {
  it.each([
    ["2025-11-22 09:30:00+00", "2025-11-22T09:30:00.000Z"],
    ["2025-11-22 09:30:00.123456+00", "2025-11-22T09:30:00.123Z"],
    ["2025-11-22 10:30:00.5+01", "2025-11-22T09:30:00.500Z"],
    ["infinity", "infinity"],
    ["-infinity", "-infinity"],
  ])("%s → %s", (text, expected) => {
    expect(parseTimestamptz(text)).toBe(expected);
  });
});
