// After `stryker run`: prints each module's mutation score and fails when any module is under
// the break threshold of stryker.config.json (README "Mutation testing"). Also prints each
// disable comment with the mutants it stands for, and fails when one stands for more than one.
import { readFileSync } from "node:fs";
import {
  disableList,
  disables,
  moduleScores,
  scoreTable,
  weakModules,
  wideDisables,
  type MutationReport,
} from "./mutation-scores.ts";

interface StrykerConfig {
  thresholds: { break: number };
  jsonReporter: { fileName: string };
}

/**
 * Disables still standing for more than one mutant ("file:line" of the first mutated line),
 * each with why it remains. No new entry: split the line, name a narrower mutator or remove
 * the code that cannot matter instead.
 */
const WIDE_DISABLES_ALLOWED = new Set<string>([
  // `if (now >= nextSweepAt) dropExpired(now)`: sweeping sooner, later or never changes only
  // how soon memory is freed (enforceCap sweeps as well); the five mutants of one `if` cannot
  // be told apart by any test.
  "apps/auth/src/rate-limit/memory-rate-limiter.ts:68",
  // `if (isUniqueViolation(error))`: `true` is equivalent (after any other error no order has
  // the key), `false` is caught only by two checkouts with one key racing in PostgreSQL,
  // which needs a harness of its own.
  "apps/shop/server/orders/order-store.ts:236",
]);

const config = JSON.parse(readFileSync("stryker.config.json", "utf8")) as StrykerConfig;
const report = JSON.parse(readFileSync(config.jsonReporter.fileName, "utf8")) as MutationReport;
const threshold = config.thresholds.break;

console.log(scoreTable(moduleScores(report)));
console.log(`\nDisable comments and the mutants they stand for:\n${disableList(disables(report))}`);
let failed = false;
const weak = weakModules(report, threshold);
if (weak.length > 0) {
  console.error(`\nUnder ${threshold} % or not fully tested:\n${weak.join("\n")}`);
  failed = true;
}
const wide = wideDisables(report, WIDE_DISABLES_ALLOWED);
if (wide.length > 0) {
  console.error(
    `\nDisables standing for more than one mutant (one each: split the line, name a narrower mutator or remove the code):\n${disableList(wide)}`,
  );
  failed = true;
}
if (failed) process.exit(1);
console.log(
  `\nEvery module at ${threshold} % or more, every disable but the allowed ones standing for one mutant.`,
);
