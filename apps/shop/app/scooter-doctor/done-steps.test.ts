import { describe, expect, it } from "vitest";
import { parseDoneSteps, toggleDoneStep, withDoneSteps } from "./done-steps.ts";

describe("the ticked steps in the address", () => {
  it.each([
    ["klart=1,3", 5, [1, 3]],
    ["klart=3&klart=1", 5, [1, 3]],
    ["klart=3,1,3", 5, [1, 3]],
    ["klart=0,6,2", 5, [2]],
    ["klart=1.5,abc,-1,%202", 5, [2]],
    ["klart=", 5, []],
    ["", 5, []],
    ["klart=99999999999999999999", 5, []],
  ] as const)("?%s with %i steps reads as %j", (query, steps, expected) => {
    expect(parseDoneSteps(new URLSearchParams(query), steps)).toEqual(expected);
  });

  it.each([
    [[1, 3], 2, [1, 2, 3]],
    [[1, 3], 3, [1]],
    [[], 4, [4]],
  ] as const)("ticking %j at step %i gives %j", (done, step, expected) => {
    expect(toggleDoneStep(done, step)).toEqual(expected);
  });

  it("writes the ticks as one parameter and keeps the others", () => {
    const search = new URLSearchParams("klart=1&klart=2&x=y");
    expect(withDoneSteps(search, [2, 4])).toBe("x=y&klart=2,4");
    expect(withDoneSteps(search, [])).toBe("x=y");
  });
});
