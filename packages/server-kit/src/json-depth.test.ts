import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-depth.ts";

const nested = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;

describe("nestsDeeperThan", () => {
  it.each([
    ["{}", false],
    ['{"a":{"b":[1,2,{"c":"d"}]}}', false],
    [nested(MAX_JSON_DEPTH), false],
    [nested(MAX_JSON_DEPTH + 1), true],
    [nested(5000), true],
    [`{"a":"${"[".repeat(100)}"}`, false],
    [`{"a":"\\"${"{".repeat(100)}"}`, false],
  ])("case %#", (text, deep) => {
    expect(nestsDeeperThan(text)).toBe(deep);
  });
});
