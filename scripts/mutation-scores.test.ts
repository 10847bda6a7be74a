import { describe, expect, it } from "vitest";
import { moduleScores, scoreTable, weakModules, type MutationReport } from "./mutation-scores.ts";

const mutants = (...statuses: MutationReport["files"][string]["mutants"][number]["status"][]) => ({
  mutants: statuses.map((status) => ({ status })),
});

const report: MutationReport = {
  files: {
    "b/strong.ts": mutants("Killed", "Killed", "Timeout", "Ignored", "CompileError"),
    "a/weak.ts": mutants("Killed", "Survived", "NoCoverage", "Killed"),
    "c/none.ts": mutants("Ignored"),
  },
};

describe("moduleScores", () => {
  it("scores each module on the mutants a test could notice, in file order", () => {
    expect(moduleScores(report)).toEqual([
      { file: "a/weak.ts", detected: 2, undetected: 2, ignored: 0, score: 50 },
      { file: "b/strong.ts", detected: 3, undetected: 0, ignored: 1, score: 100 },
      { file: "c/none.ts", detected: 0, undetected: 0, ignored: 1, score: 100 },
    ]);
  });
});

describe("weakModules", () => {
  it("names the modules under the threshold, not those at it", () => {
    expect(weakModules(report, 50)).toEqual([]);
    expect(weakModules(report, 50.1)).toEqual(["a/weak.ts"]);
  });

  it("names a module with a mutant left pending, whatever its score", () => {
    const pending = { files: { "d/cut-short.ts": mutants("Killed", "Pending") } };
    expect(weakModules(pending, 90)).toEqual(["d/cut-short.ts"]);
  });
});

describe("scoreTable", () => {
  it("prints one aligned row a module under a header", () => {
    expect(scoreTable(moduleScores(report)).split("\n")).toEqual([
      "score %  detected  ignored  module",
      "  50.0        2/4        0  a/weak.ts",
      " 100.0        3/3        1  b/strong.ts",
      " 100.0        0/0        1  c/none.ts",
    ]);
  });
});
