// Before `stryker run`: forgets the survivors in Stryker's incremental file, so each run tests
// them again. Stryker reuses a result while the mutant's code and covering tests are unchanged,
// but a mutant of module-level code (a "static" one, run by every test) lists no covering test,
// so its survival was kept even after a test that kills it was added. Killed mutants are kept:
// those are reused only while their killing test is unchanged, which is sound.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

interface IncrementalReport {
  files: Record<string, { mutants: { status: string }[] }>;
}

const NOT_DETECTED = new Set(["Survived", "NoCoverage"]);

/** The report without its undetected mutants, and how many were dropped. */
export function withoutSurvivors<R extends IncrementalReport>(report: R): [R, number] {
  let dropped = 0;
  const files = Object.fromEntries(
    Object.entries(report.files).map(([name, file]) => {
      const mutants = file.mutants.filter((mutant) => !NOT_DETECTED.has(mutant.status));
      dropped += file.mutants.length - mutants.length;
      return [name, { ...file, mutants }];
    }),
  );
  return [{ ...report, files }, dropped];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const config = JSON.parse(readFileSync("stryker.config.json", "utf8")) as {
    incrementalFile: string;
  };
  if (existsSync(config.incrementalFile)) {
    const report = JSON.parse(readFileSync(config.incrementalFile, "utf8")) as IncrementalReport;
    const [kept, dropped] = withoutSurvivors(report);
    writeFileSync(config.incrementalFile, JSON.stringify(kept, null, 2));
    console.log(`${config.incrementalFile}: ${dropped} surviving mutants to test again`);
  }
}
