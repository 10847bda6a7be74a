// Download sizes of our two builds beside the official widget's bundle (issue 6 "Size"):
// raw, gzip -9 and brotli q11, measured as the official harness measures (sizes.mjs).
// Run `npm run build -w @kretsbutiken/auth-elements` first. Prints standalone vs official (the
// ratio) and the verdict on the gzip budget. --json: JSON output; --check: exit code 1 when
// the standalone bundle is not built or over the budget.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const here = new URL("..", import.meta.url).pathname;
/** The installed official bundle, found like Node finds packages: up the node_modules. */
function findOfficial(from) {
  const file = join(from, "node_modules/@teamhanko/hanko-elements/dist/elements.js");
  if (existsSync(file) || dirname(from) === from) return file;
  return findOfficial(dirname(from));
}
const official = findOfficial(here);

/** The budget of issue 6: the official 2.7.0 bundle, gzip -9. */
export const BUDGET_GZIP = 44_690;

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

const rows = [
  measure("standalone (any page; preact/compat)", join(here, "dist/standalone/elements.js")),
  measure("react (added to a page that has React)", join(here, "dist/react/auth-elements.js")),
  measure("official @teamhanko/hanko-elements 2.7.0", official),
];

/** Standalone against the official bundle, per measure, and the verdict on the gzip budget. */
function comparison(standalone, officialRow) {
  if (standalone.missing) return undefined;
  const ratio = (measure) =>
    officialRow.missing ? undefined : standalone[measure] / officialRow[measure];
  return {
    ratio: { raw: ratio("raw"), gzip: ratio("gzip"), brotli: ratio("brotli") },
    budgetGzip: BUDGET_GZIP,
    withinBudget: standalone.gzip <= BUDGET_GZIP,
    marginGzip: BUDGET_GZIP - standalone.gzip,
  };
}

const compared = comparison(rows[0], rows[2]);

if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ budgetGzip: BUDGET_GZIP, rows, comparison: compared }, null, 2));
} else {
  const kib = (n) => `${n.toLocaleString("en")} (${(n / 1024).toFixed(1)} KiB)`;
  console.log("| build | raw | gzip -9 | brotli q11 |\n| --- | ---: | ---: | ---: |");
  for (const row of rows) {
    if (row.missing) console.log(`| ${row.label} | not built | | |`);
    else console.log(`| ${row.label} | ${kib(row.raw)} | ${kib(row.gzip)} | ${kib(row.brotli)} |`);
  }
  if (compared !== undefined) {
    const { ratio } = compared;
    const times = (value) => (value === undefined ? "n/a" : `${value.toFixed(3)}×`);
    console.log(
      `\nstandalone / official: raw ${times(ratio.raw)}, gzip ${times(ratio.gzip)}, ` +
        `brotli ${times(ratio.brotli)}`,
    );
    const verdict = compared.withinBudget ? "within" : "OVER";
    const margin = compared.withinBudget
      ? `${compared.marginGzip.toLocaleString("en")} B to spare`
      : `${(-compared.marginGzip).toLocaleString("en")} B too many`;
    console.log(
      `standalone gzip ${rows[0].gzip.toLocaleString("en")} B is ${verdict} the budget of ` +
        `${BUDGET_GZIP.toLocaleString("en")} B (${margin})`,
    );
  }
}
// --check: exit 1 when the standalone bundle is missing or over the budget (for CI).
if (process.argv.includes("--check") && !compared?.withinBudget) process.exitCode = 1;
