// After `stryker run`: prints each module's mutation score and fails when any module is under
// the break threshold of stryker.config.json (README "Mutation testing"). Also prints each
// disable comment with the mutants it stands for, and fails when one stands for more than one.
import { readFileSync } from "node:fs";
import {
  disableList,
  disables,
  moduleScores,
  onlyMutated,
  scoreTable,
  weakModules,
  wideDisables,
  type MutationReport,
} from "./mutation-scores.ts";

interface StrykerConfig {
  mutate: string[];
  thresholds: { break: number };
  jsonReporter: { fileName: string };
}

const config = JSON.parse(readFileSync("stryker.config.json", "utf8")) as StrykerConfig;
// The run's report, or the report named (the incremental file, when no run was needed), of
// which only the modules the configuration mutates count: a run's report also carries the
// results its incremental file kept for a module no longer named.
const named = process.argv[2];
const read = JSON.parse(
  readFileSync(named ?? config.jsonReporter.fileName, "utf8"),
) as MutationReport;
const report = onlyMutated(read, config.mutate);
const threshold = config.thresholds.break;

console.log(scoreTable(moduleScores(report)));
console.log(`\nDisable comments and the mutants they stand for:\n${disableList(disables(report))}`);
let failed = false;
const weak = weakModules(report, threshold);
if (weak.length > 0) {
  console.error(`\nUnder ${threshold} % or not fully tested:\n${weak.join("\n")}`);
  failed = true;
}
const wide = wideDisables(report);
if (wide.length > 0) {
  console.error(
    `\nDisables standing for more than one mutant (one each: split the line, name a narrower mutator or remove the code):\n${disableList(wide)}`,
  );
  failed = true;
}
if (failed) process.exit(1);
console.log(`\nEvery module at ${threshold} % or more, every disable standing for one mutant.`);
