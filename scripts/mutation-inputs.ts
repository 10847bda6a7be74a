// What a mutation run's result depends on, as one hash: every file of the checkout that a test
// could read or that decides what is installed (sources, tests, test support, configuration,
// package-lock.json), tracked or not yet tracked, by path and content. Left out: what no unit
// test reads (Markdown, docs/, the browser specs in e2e/, bench/, .ci/, the browser tests'
// reference pictures) and the files the mutation step itself writes. scripts/test-mutation.ts
// keeps the hash of the tree a complete run was made on beside the incremental file; when the
// tree has the same hash again, Stryker would reuse every result and test nothing, so its
// minutes-long first pass is not started.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The file that holds the hash of the tree the committed results were made on. */
export const INPUTS_FILE = "stryker-inputs.sha256";

const WRITTEN_BY_THE_STEP = new Set([
  "stryker-incremental.json",
  "stryker-support-hashes.json",
  INPUTS_FILE,
]);
// Playwright's reference pictures (`<spec>-snapshots/`) are read by browser tests only.
const READ_BY_NO_UNIT_TEST = /(^|\/)[^/]*\.md$|^(docs|e2e|bench|\.ci)\/|\.spec\.ts-snapshots\//;

/** True for a path whose content can change a mutation run's result. */
export function isMutationInput(path: string): boolean {
  return !WRITTEN_BY_THE_STEP.has(path) && !READ_BY_NO_UNIT_TEST.test(path);
}

/**
 * The hash of `root`'s inputs, or undefined when `root` is not a git checkout (then nothing can
 * be known to be unchanged). Untracked files count unless git ignores them: a test not yet
 * committed changes the hash, so a result it made is never taken for the commit's.
 */
export function mutationInputsHash(root: string): string | undefined {
  let listed: string;
  try {
    listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return undefined;
  }
  const paths = [...new Set(listed.split("\0").filter(Boolean))].filter(isMutationInput).sort();
  const hash = createHash("sha256");
  for (const path of paths) {
    const file = join(root, path);
    // A tracked file deleted from the disk counts as absent, not as empty.
    const content = existsSync(file)
      ? createHash("sha256").update(readFileSync(file)).digest("hex")
      : "-";
    hash.update(`${path}\0${content}\n`);
  }
  return hash.digest("hex");
}

/** The hash kept by the last complete run, or undefined when none was kept. */
export function keptInputsHash(root: string): string | undefined {
  const file = join(root, INPUTS_FILE);
  return existsSync(file) ? readFileSync(file, "utf8").trim() || undefined : undefined;
}
