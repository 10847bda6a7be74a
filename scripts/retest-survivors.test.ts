import { describe, expect, it } from "vitest";
import { withoutStaleSurvivors } from "./retest-survivors.ts";

const report = {
  schemaVersion: "2",
  testFiles: {
    "a.test.ts": { source: "a tests", tests: [{ id: "t1" }, { id: "t2" }] },
    "b.test.ts": { source: "b tests", tests: [{ id: "t3" }] },
  },
  files: {
    "a.ts": {
      source: "a",
      mutants: [
        { id: "1", status: "Killed", coveredBy: ["t1"] },
        { id: "2", status: "Survived", coveredBy: ["t1", "t3"] },
        { id: "3", status: "Survived", coveredBy: ["t3"] },
        { id: "4", status: "Timeout", coveredBy: ["t2"] },
      ],
    },
    "b.ts": {
      source: "b",
      mutants: [
        { id: "5", status: "NoCoverage", coveredBy: [] },
        { id: "6", status: "Ignored" },
        { id: "7", status: "Survived", coveredBy: ["gone"] },
      ],
    },
  },
};

const onDisk =
  (files: Record<string, string | undefined>) =>
  (path: string): string | undefined =>
    files[path];

const statuses = (r: typeof report) =>
  Object.fromEntries(
    Object.entries(r.files).map(([name, f]) => [name, f.mutants.map((m) => m.id)]),
  );

describe("withoutStaleSurvivors", () => {
  it.each([
    {
      name: "with every test file unchanged, keeps all but a survivor whose test is unknown",
      disk: { "a.test.ts": "a tests", "b.test.ts": "b tests" },
      kept: { "a.ts": ["1", "2", "3", "4"], "b.ts": ["5", "6"] },
    },
    {
      name: "drops the survivors a changed test file covers, and only those",
      disk: { "a.test.ts": "a tests, stronger", "b.test.ts": "b tests" },
      kept: { "a.ts": ["1", "3", "4"], "b.ts": ["5", "6"] },
    },
    {
      name: "drops the survivors a removed test file covered",
      disk: { "a.test.ts": "a tests" },
      kept: { "a.ts": ["1", "4"], "b.ts": ["5", "6"] },
    },
  ])("$name", ({ disk, kept }) => {
    const [result, dropped] = withoutStaleSurvivors(report, onDisk(disk));
    expect(statuses(result)).toEqual(kept);
    expect(dropped).toBe(7 - Object.values(kept).flat().length);
    expect(result.schemaVersion).toBe("2");
    expect(result.testFiles).toBe(report.testFiles);
  });
});
