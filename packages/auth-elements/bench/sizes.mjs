// Download sizes of our two builds beside the official widget's bundle (issue 6 "Size", issue
// "Performance at the limit"): raw, gzip -9 and brotli q11, measured as the official harness
// measures (sizes.mjs). Run `npm run build -w @kretsbutiken/auth-elements` first. Prints each
// build against the official bundle (the ratios) and the verdict on its gzip budget, then the
// packed sizes of our three packages beside the official ones (packed-sizes.mjs; no budget, so
// `npm run build:packages` at the root first for those).
// --json: JSON output; --check: exit code 1 when a build is not built or over its budget.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { packedSizes, printPackedSizes } from "./packed-sizes.mjs";

const here = new URL("..", import.meta.url).pathname;
/** The installed official bundle, found like Node finds packages: up the node_modules. */
function findOfficial(from) {
  const file = join(from, "node_modules/@teamhanko/hanko-elements/dist/elements.js");
  if (existsSync(file) || dirname(from) === from) return file;
  return findOfficial(dirname(from));
}
const official = findOfficial(here);

/** Gzip -9 budgets per build (issue "Performance at the limit"). */
export const BUDGETS_GZIP = { standalone: 40_000, react: 25_000 };

function measure(label, file) {
  if (!existsSync(file)) return { label, file, missing: true };
  const buffer = readFileSync(file);
  return {
    label,
    file: file.replace(here, ""),
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }).length,
  };
}

const builds = {
  standalone: measure(
    "standalone (any page; preact/compat)",
    join(here, "dist/standalone/elements.js"),
  ),
  react: measure(
    "react (added to a page that has React)",
    join(here, "dist/react/auth-elements.js"),
  ),
};
const officialRow = measure("official @teamhanko/hanko-elements 2.7.0", official);
const rows = [builds.standalone, builds.react, officialRow];

/** One build against the official bundle, per measure, and the verdict on its gzip budget. */
function comparison(build, budgetGzip) {
  if (build.missing) return { budgetGzip, withinBudget: false, missing: true };
  const ratio = (measure) =>
    officialRow.missing ? undefined : build[measure] / officialRow[measure];
  return {
    ratio: { raw: ratio("raw"), gzip: ratio("gzip"), brotli: ratio("brotli") },
    budgetGzip,
    withinBudget: build.gzip <= budgetGzip,
    marginGzip: budgetGzip - build.gzip,
  };
}

const compared = Object.fromEntries(
  Object.entries(builds).map(([name, build]) => [name, comparison(build, BUDGETS_GZIP[name])]),
);

const packed = packedSizes();

if (process.argv.includes("--json")) {
  const result = { budgetsGzip: BUDGETS_GZIP, rows, comparison: compared, packed };
  console.log(JSON.stringify(result, null, 2));
} else {
  const kib = (n) => `${n.toLocaleString("en")} (${(n / 1024).toFixed(1)} KiB)`;
  const bytes = (n) => `${n.toLocaleString("en")} B`;
  console.log("| build | raw | gzip -9 | brotli q11 |\n| --- | ---: | ---: | ---: |");
  for (const row of rows) {
    if (row.missing) console.log(`| ${row.label} | not built | | |`);
    else console.log(`| ${row.label} | ${kib(row.raw)} | ${kib(row.gzip)} | ${kib(row.brotli)} |`);
  }
  const times = (value) => (value === undefined ? "n/a" : `${value.toFixed(3)}×`);
  console.log("");
  for (const [name, result] of Object.entries(compared)) {
    if (result.missing) {
      console.log(`${name}: not built (budget ${bytes(result.budgetGzip)} gzip)`);
      continue;
    }
    const { ratio } = result;
    const verdict = result.withinBudget ? "within" : "OVER";
    const margin = result.withinBudget
      ? `${bytes(result.marginGzip)} to spare`
      : `${bytes(-result.marginGzip)} too many`;
    console.log(
      `${name} / official: raw ${times(ratio.raw)}, gzip ${times(ratio.gzip)}, ` +
        `brotli ${times(ratio.brotli)}; gzip ${bytes(builds[name].gzip)} is ${verdict} ` +
        `the budget of ${bytes(result.budgetGzip)} (${margin})`,
    );
  }
  console.log("");
  printPackedSizes(packed);
}
// --check: exit 1 when a build is missing or over its budget (for CI).
if (process.argv.includes("--check") && !Object.values(compared).every((r) => r.withinBudget)) {
  process.exitCode = 1;
}
