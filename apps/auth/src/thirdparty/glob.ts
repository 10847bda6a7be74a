// Glob patterns as Hanko compiles `allowed_redirect_urls` (gobwas/glob with separators, see
// flow-api.md §5.6): `*` is any run of non-separator characters, `**` any run at all, `?` one
// non-separator character, `[abc]`, `[a-z]`, `[!abc]` one character of (or not of) a set,
// `{a,b}` either alternative, and `\` makes the next character literal.
import { AuthError } from "../auth-error.ts";

export class GlobSyntaxError extends AuthError<"glob_invalid"> {}

const REGEXP_SPECIAL = /[\\^$.*+?()[\]{}|/-]/g;
const escapeRegExp = (text: string) => text.replace(REGEXP_SPECIAL, "\\$&");

/** Compiles a glob to an anchored RegExp; throws GlobSyntaxError when the pattern is malformed. */
export function globToRegExp(pattern: string, separators: string): RegExp {
  const notSeparator = separators === "" ? "[\\s\\S]" : `[^${escapeRegExp(separators)}]`;
  let source = "";
  let openBraces = 0;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === "\\") {
      const next = pattern[i + 1];
      if (next === undefined) throw invalid(pattern, "ends in an escape");
      source += escapeRegExp(next);
      i++;
    } else if (char === "*") {
      if (pattern[i + 1] === "*") {
        source += "[\\s\\S]*";
        while (pattern[i + 1] === "*") i++;
      } else {
        source += `${notSeparator}*`;
      }
    } else if (char === "?") {
      source += notSeparator;
    } else if (char === "[") {
      const end = pattern.indexOf("]", i + 1);
      if (end === -1) throw invalid(pattern, "has an unclosed [");
      source += characterClass(pattern, pattern.slice(i + 1, end));
      i = end;
    } else if (char === "{") {
      openBraces++;
      source += "(?:";
    } else if (char === "," && openBraces > 0) {
      source += "|";
    } else if (char === "}" && openBraces > 0) {
      openBraces--;
      source += ")";
    } else {
      source += escapeRegExp(char);
    }
  }
  if (openBraces > 0) throw invalid(pattern, "has an unclosed {");
  return new RegExp(`^${source}$`);
}

function characterClass(pattern: string, body: string): string {
  const negated = body.startsWith("!");
  const chars = negated ? body.slice(1) : body;
  if (chars === "") throw invalid(pattern, "has an empty [ ]");
  let members = "";
  for (let i = 0; i < chars.length; i++) {
    const low = chars[i]!;
    if (chars[i + 1] === "-" && i + 2 < chars.length) {
      const high = chars[i + 2]!;
      if (low > high) throw invalid(pattern, `has a backwards range ${low}-${high}`);
      members += `${escapeRegExp(low)}-${escapeRegExp(high)}`;
      i += 2;
    } else {
      members += escapeRegExp(low);
    }
  }
  return `[${negated ? "^" : ""}${members}]`;
}

const invalid = (pattern: string, reason: string) =>
  new GlobSyntaxError("glob_invalid", `The pattern ${JSON.stringify(pattern)} ${reason}`);
