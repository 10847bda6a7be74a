// After `stryker run`: prints each module's mutation score and fails when any module is under
// the break threshold of stryker.config.json (README "Mutation testing").
import { readFileSync } from "node:fs";
import { moduleScores, scoreTable, weakModules, type MutationReport } from "./mutation-scores.ts";

interface StrykerConfig {
  thresholds: { break: number };
  jsonReporter: { fileName: string };
}

const config = JSON.parse(readFileSync("stryker.config.json", "utf8")) as StrykerConfig;
const report = JSON.parse(readFileSync(config.jsonReporter.fileName, "utf8")) as MutationReport;
const threshold = config.thresholds.break;

console.log(scoreTable(moduleScores(report)));
const weak = weakModules(report, threshold);
if (weak.length > 0) {
  console.error(`\nUnder ${threshold} % or not fully tested:\n${weak.join("\n")}`);
  process.exit(1);
}
console.log(`\nEvery module at ${threshold} % or more.`);
