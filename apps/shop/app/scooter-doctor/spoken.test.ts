import { describe, expect, it } from "vitest";
import { beepWords } from "./beep-words.ts";
import { isoDuration, stepTimeWords } from "./step-time.ts";

describe("beeps spelled out", () => {
  it.each([
    [{ long: 1, short: 4 }, "se", "ett långt och fyra korta pip"],
    [{ long: 3, short: 5 }, "se", "tre långa och fem korta pip"],
    [{ long: 1, short: 1 }, "se", "ett långt och ett kort pip"],
    [{ long: 4, short: 0 }, "se", "fyra långa pip"],
    [{ long: 1, short: 4 }, "en", "one long and four short beeps"],
    [{ long: 2, short: 0 }, "en", "two long beeps"],
  ] as const)("%j in %s is %s", (pattern, language, expected) => {
    expect(beepWords(pattern, language)).toBe(expected);
  });
});

describe("a step's time", () => {
  it.each([
    [2, "se", "2 min"],
    [90, "se", "1,5 tim"],
    [90, "en", "1.5 h"],
    [120, "en", "2 h"],
    [1440, "se", "1 dygn"],
    [2880, "en", "2 days"],
  ] as const)("%i minutes in %s reads %s", (minutes, language, expected) => {
    expect(stepTimeWords(minutes, language)).toBe(expected);
  });

  it.each([
    [5, "PT5M"],
    [60, "PT1H"],
    [1497, "PT24H57M"],
  ])("%i minutes is %s", (minutes, expected) => {
    expect(isoDuration(minutes)).toBe(expected);
  });
});
