import { describe, expect, it } from "vitest";
import { withoutSurvivors } from "./retest-survivors.ts";

describe("withoutSurvivors", () => {
  it("drops survived and uncovered mutants and keeps every other, with the rest of the report", () => {
    const report = {
      schemaVersion: "2",
      files: {
        "a.ts": {
          source: "a",
          mutants: [
            { id: "1", status: "Killed" },
            { id: "2", status: "Survived" },
            { id: "3", status: "Timeout" },
          ],
        },
        "b.ts": {
          source: "b",
          mutants: [
            { id: "4", status: "NoCoverage" },
            { id: "5", status: "Ignored" },
          ],
        },
      },
    };
    expect(withoutSurvivors(report)).toEqual([
      {
        schemaVersion: "2",
        files: {
          "a.ts": {
            source: "a",
            mutants: [
              { id: "1", status: "Killed" },
              { id: "3", status: "Timeout" },
            ],
          },
          "b.ts": { source: "b", mutants: [{ id: "5", status: "Ignored" }] },
        },
      },
      2,
    ]);
  });
});
