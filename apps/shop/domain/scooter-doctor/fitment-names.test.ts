import { describe, expect, it } from "vitest";
import { fitmentNames, isModelSlug, modelNames } from "./fitment-names.ts";
import type { ModelSlug } from "./scooter-models.ts";

describe("modelNames", () => {
  it.each<[ModelSlug[], string]>([
    [[], ""],
    [["xiaomi-m365"], "Xiaomi M365"],
    [
      ["xiaomi-pro-2", "xiaomi-m365", "xiaomi-1s"],
      "Xiaomi M365, Mi Electric Scooter 1S, Mi Electric Scooter Pro 2",
    ],
    [
      ["ninebot-max-g30d", "xiaomi-m365-pro", "ninebot-max-g30"],
      "Xiaomi M365 Pro, Segway-Ninebot Max G30, Max G30D",
    ],
  ])("names %j as %j, in the doctor's order, each maker written once", (models, expected) => {
    expect(modelNames(models)).toBe(expected);
  });
});

describe("fitmentNames", () => {
  it("names both lists", () => {
    expect(
      fitmentNames({ kind: "tyre", fits: ["xiaomi-m365"], notFits: ["ninebot-max-g30"] }),
    ).toEqual({ fits: "Xiaomi M365", notFits: "Segway-Ninebot Max G30" });
  });
});

describe("isModelSlug", () => {
  it.each([
    ["xiaomi-pro-2", true],
    ["ninebot-f-series", true],
    ["xiaomi-pro-3", false],
    ["", false],
    ["constructor", false],
  ])("%j: %s", (value, expected) => {
    expect(isModelSlug(value)).toBe(expected);
  });
});
