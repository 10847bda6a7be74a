import { describe, expect, it } from "vitest";
import {
  disableList,
  disables,
  moduleScores,
  onlyMutated,
  scoreTable,
  weakModules,
  wideDisables,
  type MutationReport,
  type ReportMutant,
} from "./mutation-scores.ts";

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

describe("onlyMutated", () => {
  it("keeps the modules the configuration mutates: a weak module no longer mutated is not held", () => {
    const kept = onlyMutated(report, ["b/strong.ts", "c/none.ts", "e/not-in-report.ts"]);
    expect(Object.keys(kept.files)).toEqual(["b/strong.ts", "c/none.ts"]);
    expect(weakModules(kept, 90)).toEqual([]);
    expect(weakModules(onlyMutated(report, ["a/weak.ts"]), 90)).toEqual(["a/weak.ts"]);
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

const ignored = (
  line: number,
  statusReason: string,
  mutatorName = "ConditionalExpression",
): ReportMutant => ({
  status: "Ignored",
  statusReason,
  mutatorName,
  replacement: "false",
  location: { start: { line } },
});

const disabled: MutationReport = {
  files: {
    "b/wide.ts": {
      mutants: [
        ignored(12, "the cache only saves time"),
        { status: "Killed", location: { start: { line: 12 } } },
        ignored(12, "the cache only saves time", "EqualityOperator"),
        ignored(4, "the default is never used", "StringLiteral"),
      ],
    },
    "a/narrow.ts": {
      mutants: [
        ignored(7, 'Static mutant (and "ignoreStatic" was enabled)'),
        ignored(9, "no key is empty"),
      ],
    },
  },
};

describe("disables", () => {
  it("groups the ignored mutants by file and reason, leaving out static mutants", () => {
    expect(
      disables(disabled).map(({ file, line, mutants }) => [file, line, mutants.length]),
    ).toEqual([
      ["a/narrow.ts", 9, 1],
      ["b/wide.ts", 4, 1],
      ["b/wide.ts", 12, 2],
    ]);
  });
});

describe("wideDisables", () => {
  it("names each disable standing for more than one mutant, and only those", () => {
    expect(wideDisables(disabled).map(({ file, line }) => `${file}:${line}`)).toEqual([
      "b/wide.ts:12",
    ]);
  });
});

describe("disableList", () => {
  it("prints each disable with its reason, then its mutants", () => {
    expect(disableList(wideDisables(disabled)).split("\n")).toEqual([
      "b/wide.ts:12  (2)  the cache only saves time",
      "    12  ConditionalExpression  false",
      "    12  EqualityOperator  false",
    ]);
  });
});
