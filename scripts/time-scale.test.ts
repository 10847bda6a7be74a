import { describe, expect, it } from "vitest";
import { timeScale } from "./time-scale.ts";

describe("timeScale", () => {
  it.each([
    ["a quiet machine with four cores", {}, 4, 1],
    ["one with eight", {}, 8, 1],
    ["one with two", {}, 2, 2],
    ["one with one", {}, 1, 4],
    ["TEST_TIME_SCALE, whatever the cores", { TEST_TIME_SCALE: "3" }, 8, 3],
    ["TEST_TIME_SCALE with a fraction", { TEST_TIME_SCALE: " 1.5 " }, 2, 1.5],
    ["an empty TEST_TIME_SCALE, as unset", { TEST_TIME_SCALE: "" }, 2, 2],
  ])("%s", (_case, env, cores, expected) => {
    expect(timeScale(env, cores)).toBe(expected);
  });

  it.each(["0.5", "0", "-2", "fast", "Infinity"])("refuses TEST_TIME_SCALE=%j by name", (set) => {
    expect(() => timeScale({ TEST_TIME_SCALE: set }, 2)).toThrow(/TEST_TIME_SCALE/);
  });
});
