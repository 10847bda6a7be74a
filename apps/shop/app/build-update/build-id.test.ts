import { describe, expect, it } from "vitest";
import { isNewerBuild, UPDATE_CHECK_INTERVAL_MS } from "./build-id.ts";

describe("isNewerBuild", () => {
  it.each([
    [{ id: "b2", timestamp: 1 }, "b1", true],
    [{ id: "b1", timestamp: 1 }, "b1", false],
    [{ id: "b2" }, undefined, false],
    [{ version: "b2" }, "b1", false],
    [null, "b1", false],
    ["b2", "b1", false],
  ])("latest %j against running %j: %s", (latest, current, expected) => {
    expect(isNewerBuild(latest, current)).toBe(expected);
  });

  it("is checked hourly (spec §9)", () => {
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(3_600_000);
  });
});
