// Per-module scores of a Stryker report (mutation-testing-report-schema): Stryker's own
// threshold applies to all modules together, so one weak module could hide behind strong ones.

/** A mutant's status as the report schema names it. */
export type MutantStatus =
  | "Killed"
  | "Survived"
  | "NoCoverage"
  | "Timeout"
  | "CompileError"
  | "RuntimeError"
  | "Ignored"
  | "Pending";

export interface ReportMutant {
  status: MutantStatus;
  /** For an Ignored mutant: the reason of the disable comment over it. */
  statusReason?: string;
  mutatorName?: string;
  replacement?: string;
  /** 1-based lines. */
  location?: { start: { line: number } };
}

export interface MutationReport {
  files: Record<string, { mutants: readonly ReportMutant[] }>;
}

export interface ModuleScore {
  file: string;
  /** Killed or timed out: a test noticed. */
  detected: number;
  /** Survived or run by no test: nothing noticed. */
  undetected: number;
  /** Marked equivalent in place, with a reason. */
  ignored: number;
  /** detected / (detected + undetected) in percent; 100 when nothing could be tested. */
  score: number;
}

const DETECTED = new Set<MutantStatus>(["Killed", "Timeout"]);
const UNDETECTED = new Set<MutantStatus>(["Survived", "NoCoverage"]);

export function moduleScores(report: MutationReport): ModuleScore[] {
  return Object.entries(report.files)
    .map(([file, { mutants }]) => {
      const count = (statuses: Set<MutantStatus>) =>
        mutants.filter((mutant) => statuses.has(mutant.status)).length;
      const detected = count(DETECTED);
      const undetected = count(UNDETECTED);
      const ignored = count(new Set(["Ignored"]));
      const tested = detected + undetected;
      const score = tested === 0 ? 100 : (detected / tested) * 100;
      return { file, detected, undetected, ignored, score };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** The modules under `threshold` percent, and those with a mutant not yet run (Pending). */
export function weakModules(report: MutationReport, threshold: number): string[] {
  const pending = Object.entries(report.files)
    .filter(([, { mutants }]) => mutants.some((mutant) => mutant.status === "Pending"))
    .map(([file]) => file);
  const weak = moduleScores(report)
    .filter(({ score }) => score < threshold)
    .map(({ file }) => file);
  return [...new Set([...weak, ...pending])].sort();
}

/** The report with only the modules of `mutate` (Stryker's incremental file keeps others too). */
export function onlyMutated(report: MutationReport, mutate: readonly string[]): MutationReport {
  const kept = new Set(mutate);
  return {
    files: Object.fromEntries(Object.entries(report.files).filter(([file]) => kept.has(file))),
  };
}

/** A plain table for the terminal: score, detected/tested, ignored, file. */
export function scoreTable(scores: readonly ModuleScore[]): string {
  const rows = scores.map(({ file, detected, undetected, ignored, score }) =>
    [
      score.toFixed(1).padStart(6),
      `${detected}/${detected + undetected}`.padStart(9),
      String(ignored).padStart(7),
      file,
    ].join("  "),
  );
  return [["score %", "detected", "ignored", "module"].join("  "), ...rows].join("\n");
}

/** One `// Stryker disable` comment, known by its reason, and the mutants it stands for. */
export interface Disable {
  file: string;
  /** The first mutated line it covers. */
  line: number;
  reason: string;
  mutants: { line: number; mutatorName: string; replacement: string }[];
}

/**
 * The Ignored mutants grouped by file and reason: one group a disable comment. Stryker's own
 * "Static mutant ..." reasons are not comments and are left out.
 */
export function disables(report: MutationReport): Disable[] {
  const groups = new Map<string, Disable>();
  for (const [file, { mutants }] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      const reason = mutant.statusReason ?? "";
      if (mutant.status !== "Ignored" || reason.startsWith("Static mutant")) continue;
      const line = mutant.location?.start.line ?? 0;
      const key = JSON.stringify([file, reason]);
      const group = groups.get(key) ?? { file, line, reason, mutants: [] };
      group.line = Math.min(group.line, line);
      group.mutants.push({
        line,
        mutatorName: mutant.mutatorName ?? "?",
        replacement: mutant.replacement ?? "?",
      });
      groups.set(key, group);
    }
  }
  return [...groups.values()].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** The disables standing for more than one mutant: each must stand for exactly one. */
export function wideDisables(report: MutationReport): Disable[] {
  return disables(report).filter(({ mutants }) => mutants.length > 1);
}

/** Each disable as "file:line  reason", then its mutants indented below it. */
export function disableList(list: readonly Disable[]): string {
  return list
    .map(({ file, line, reason, mutants }) =>
      [
        `${file}:${line}  (${mutants.length})  ${reason}`,
        ...mutants.map((m) => `    ${m.line}  ${m.mutatorName}  ${m.replacement}`),
      ].join("\n"),
    )
    .join("\n");
}
