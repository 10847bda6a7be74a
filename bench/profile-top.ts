// The heaviest frames of a V8 CPU profile (node --cpu-prof): self time per function, and per
// package or source folder, as shares of the samples. Enough to see where a server's time goes.
//
//   node bench/profile-top.ts <file.cpuprofile> [rows]
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
}

/** node_modules/<package> or the repository folder a script lives in; V8's own work by name. */
function placeOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("node:")) return url;
  const file = url.startsWith("file:") ? fileURLToPath(url) : url;
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (inModules) return inModules[1]!;
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf("apps");
  return at >= 0 ? parts.slice(at, at + 3).join("/") : path.dirname(file);
}

function top(counts: Map<string, number>, total: number, rows: number) {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, hits]) => ({ "% samples": ((hits * 100) / total).toFixed(1), name }));
}

export function printProfileTop(file: string, rows = 25): void {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    total += hits;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${path.basename(url)}:${lineNumber + 1}` : "";
    const fn = `${functionName || "(anonymous)"} ${where}`.trim();
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + hits);
    const place = placeOf(url, functionName);
    byPlace.set(place, (byPlace.get(place) ?? 0) + hits);
  }
  console.log(`\n${file}: ${total} samples`);
  console.log("self time by package or folder:");
  console.table(top(byPlace, total, 15));
  console.log("self time by function:");
  console.table(top(byFunction, total, rows));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, rows] = process.argv.slice(2);
  if (!file) throw new Error("usage: node bench/profile-top.ts <file.cpuprofile> [rows]");
  printProfileTop(file, rows ? Number(rows) : undefined);
}
