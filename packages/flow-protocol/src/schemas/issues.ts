// Turns zod issues into ProtocolIssues whose path names the field (`actions.x.inputs`) and
// whose message reads without zod's "Invalid input:" prefix.
import type { z } from "zod";
import type { ProtocolIssue } from "../flow-protocol-error.ts";

type Issue = z.core.$ZodIssue;
type PathSegment = PropertyKey;

export function formatPath(path: readonly PathSegment[]): string {
  let text = "";
  for (const segment of path) {
    if (typeof segment === "number") text += `[${segment}]`;
    else text += `${text === "" ? "" : "."}${String(segment)}`;
  }
  return text === "" ? "(root)" : text;
}

/** Needs issues parsed with `{ reportInput: true }`, so a missing key reads as "missing". */
export function issueMessage(issue: Issue): string {
  if (issue.code === "invalid_type" && issue.input === undefined) {
    return `missing (expected ${issue.expected})`;
  }
  return issue.message.replace(/^Invalid input: /, "");
}

export function toProtocolIssues(issues: readonly Issue[]): ProtocolIssue[] {
  return issues.map((issue) => ({ path: formatPath(issue.path), message: issueMessage(issue) }));
}

export function summarise(what: string, issues: readonly ProtocolIssue[]): string {
  const [first] = issues;
  if (first === undefined) return `Invalid ${what}`;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
  return `Invalid ${what}: ${first.path}: ${first.message}${more}`;
}
