// The fuzz run as a reader wants it: one line per route of app/routes.ts with its paths, its
// requests and the statuses they got, then the totals.
import type { FuzzReport } from "./run-fuzz.ts";

export function formatFuzzReport(report: FuzzReport): string {
  const width = Math.max(...report.routes.map((route) => route.pattern.length));
  const lines = report.routes.map((route) => {
    const statuses = Object.entries(route.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(" ");
    const paths = route.paths.join(", ") === route.pattern ? "" : `  (${route.paths.join(", ")})`;
    return `  ${route.pattern.padEnd(width)}  ${String(route.requests).padStart(4)}  ${statuses}${paths}`;
  });
  const fiveHundreds = report.routes.reduce(
    (sum, route) =>
      sum +
      Object.entries(route.statuses)
        .filter(([status]) => Number(status) >= 500)
        .reduce((n, [, count]) => n + count, 0),
    0,
  );
  return [
    `Fuzzed ${report.routes.length} routes of app/routes.ts:`,
    ...lines,
    `${report.requests.toLocaleString("en")} requests in ${(report.milliseconds / 1000).toFixed(1)} s: ` +
      `${fiveHundreds} × 5xx, ${report.failures.length} failures, ` +
      `injected markup given back escaped ${report.escapedEchoes} times and live ` +
      `${report.failures.filter((failure) => failure.problem.startsWith("gave back")).length} times`,
  ].join("\n");
}
