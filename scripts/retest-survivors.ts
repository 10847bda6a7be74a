// Before `stryker run`: forgets the survivors in Stryker's incremental file whose covering tests
// changed, so the run tests them again. Stryker re-tests a surviving mutant only when a test
// that covers it is new (by name); a test whose body changed under the same name keeps the old
// survival, so a stronger test would never be credited. A survivor whose covering test files
// are as they were is kept: the same tests on the same code survive it again. An uncovered
// mutant is kept too: a test that comes to cover it is new to it, and Stryker runs it.
// (Killed mutants are reused only while their killing test is unchanged, which is sound.
// Changed shared test support is scripts/support-invalidation.ts's part.)
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

interface Mutant {
  status: string;
  coveredBy?: string[];
}

interface IncrementalReport {
  files: Record<string, { mutants: Mutant[] }>;
  testFiles?: Record<string, { source?: string; tests: { id: string }[] }>;
}

const NOT_DETECTED = new Set(["Survived", "NoCoverage"]);

/** Reads a file's text, or undefined when it is gone. */
export type ReadSource = (path: string) => string | undefined;

/**
 * The report without the undetected mutants that a changed (or removed) test file covered, and
 * how many were dropped.
 */
export function withoutStaleSurvivors<R extends IncrementalReport>(
  report: R,
  readSource: ReadSource,
): [R, number] {
  const fileOfTest = new Map<string, string>();
  for (const [path, { tests }] of Object.entries(report.testFiles ?? {}))
    for (const { id } of tests) fileOfTest.set(id, path);
  const changed = new Set(
    Object.entries(report.testFiles ?? {})
      .filter(([path, { source }]) => readSource(path) !== source)
      .map(([path]) => path),
  );
  const stale = (mutant: Mutant) =>
    NOT_DETECTED.has(mutant.status) &&
    (mutant.coveredBy ?? []).some((id) => {
      const file = fileOfTest.get(id);
      return file === undefined || changed.has(file);
    });
  let dropped = 0;
  const files = Object.fromEntries(
    Object.entries(report.files).map(([name, file]) => {
      const mutants = file.mutants.filter((mutant) => !stale(mutant));
      dropped += file.mutants.length - mutants.length;
      return [name, { ...file, mutants }];
    }),
  );
  return [{ ...report, files }, dropped];
}

const readIfThere: ReadSource = (path) =>
  existsSync(path) ? readFileSync(path, "utf8") : undefined;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const config = JSON.parse(readFileSync("stryker.config.json", "utf8")) as {
    incrementalFile: string;
  };
  if (existsSync(config.incrementalFile)) {
    const report = JSON.parse(readFileSync(config.incrementalFile, "utf8")) as IncrementalReport;
    const [kept, dropped] = withoutStaleSurvivors(report, readIfThere);
    writeFileSync(config.incrementalFile, JSON.stringify(kept, null, 2));
    console.log(
      `${config.incrementalFile}: ${dropped} surviving mutants whose tests changed to test again`,
    );
  }
}
