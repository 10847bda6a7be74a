// Stryker reuses a mutant's result while the mutated file and the test files that covered it
// are unchanged, but it does not look at what those tests import: a weaker fixture in the
// shared test support would leave "Killed" standing for mutants it no longer kills. So before
// `stryker run` (scripts/test-mutation.ts) the shared support's files are hashed and compared
// with the hashes kept beside the incremental file; every test file that reaches a changed one
// through its imports is dropped from the incremental file, and Stryker tests again the
// mutants its tests covered. After a complete run the new hashes are kept.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** The shared test support: fixtures, fake clocks, test databases, sinks. */
export const SUPPORT_DIRS = [
  "apps/shop/test-support",
  "apps/auth/test",
  "packages/database/src/testing",
  "packages/flow-protocol/src/fixtures",
];
export const HASHES_FILE = "stryker-support-hashes.json";

const SOURCE = /\.(ts|tsx|json)$/;
const TEST = /\.test\.tsx?$/;
const IMPORT =
  /(?:import|export)[^"';]*?from\s*["'](\.{1,2}\/[^"']+)["']|import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

export type Hashes = Record<string, string>;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : filesUnder(path);
    return SOURCE.test(name) && !TEST.test(name) ? [path] : [];
  });
}

/** The support files' content hashes, by path relative to `root`. */
export function supportHashes(root: string, dirs = SUPPORT_DIRS): Hashes {
  const hashes: Hashes = {};
  for (const file of dirs.flatMap((dir) => filesUnder(join(root, dir))).sort()) {
    hashes[relative(root, file)] = createHash("sha256").update(readFileSync(file)).digest("hex");
  }
  return hashes;
}

/** Paths added, removed or changed between two sets of hashes. */
export function changedFiles(before: Hashes, now: Hashes): string[] {
  const paths = new Set([...Object.keys(before), ...Object.keys(now)]);
  return [...paths].filter((path) => before[path] !== now[path]).sort();
}

/** The repository files `file` imports by relative path (its extension may be left out). */
function importsOf(root: string, file: string, read: (path: string) => string | undefined) {
  const code = read(file);
  if (code === undefined) return [];
  return [...code.matchAll(IMPORT)].flatMap((match) => {
    const target = resolve(root, dirname(file), match[1] ?? match[2]!);
    const found = [target, `${target}.ts`, `${target}.tsx`, join(target, "index.ts")].find(
      (candidate) => read(relative(root, candidate)) !== undefined,
    );
    return found ? [relative(root, found)] : [];
  });
}

/** The test files among `testFiles` that reach one of `changed` through their imports. */
export function affectedTestFiles(
  root: string,
  testFiles: readonly string[],
  changed: readonly string[],
  read: (path: string) => string | undefined = (path) => {
    const full = join(root, path);
    return existsSync(full) && statSync(full).isFile() ? readFileSync(full, "utf8") : undefined;
  },
): string[] {
  const wanted = new Set(changed);
  const reaches = new Map<string, boolean>();
  const reach = (file: string): boolean => {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    reaches.set(file, false);
    const found = importsOf(root, file, read).some((target) => wanted.has(target) || reach(target));
    reaches.set(file, found);
    return found;
  };
  return testFiles.filter(reach);
}

interface IncrementalReport {
  testFiles?: Record<string, unknown>;
}

/** The report without the test files in `drop`. */
export function withoutTestFiles<R extends IncrementalReport>(
  report: R,
  drop: readonly string[],
): R {
  const gone = new Set(drop);
  const testFiles = Object.fromEntries(
    Object.entries(report.testFiles ?? {}).filter(([path]) => !gone.has(path)),
  );
  return { ...report, testFiles };
}

// `node scripts/support-invalidation.ts before`: drops the test files a support change reaches;
// `… after`: keeps the support's hashes, once the run they were tested with is complete.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = process.cwd();
  const { incrementalFile } = JSON.parse(readFileSync("stryker.config.json", "utf8")) as {
    incrementalFile: string;
  };
  const now = supportHashes(root);
  if (process.argv[2] === "after") {
    writeFileSync(HASHES_FILE, `${JSON.stringify(now, null, 2)}\n`);
  } else if (existsSync(HASHES_FILE) && existsSync(incrementalFile)) {
    const before = JSON.parse(readFileSync(HASHES_FILE, "utf8")) as Hashes;
    const changed = changedFiles(before, now);
    const report = JSON.parse(readFileSync(incrementalFile, "utf8")) as IncrementalReport;
    const affected = affectedTestFiles(root, Object.keys(report.testFiles ?? {}), changed);
    writeFileSync(incrementalFile, JSON.stringify(withoutTestFiles(report, affected), null, 2));
    console.log(
      `test support: ${changed.length} files changed since the last run; ` +
        `${affected.length} test files that use them are run again in full`,
    );
  }
}
