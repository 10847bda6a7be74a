// A JSON request body by the one rule both servers follow: an empty body (or only white space)
// is `{}` whatever its Content-Type, since the official client sends one with no body; anything
// else must say it is JSON (`application/json` or `application/<anything>+json`, in UTF-8 when
// it names a charset), arrive within the limits (body-bytes.ts), nest no deeper than a real
// request does (json-depth.ts) and parse. What breaks the rule is a problem as a value, which
// each server answers its own way.
import { readBodyBytes, type BodyLimits } from "./body-bytes.ts";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-depth.ts";
import { parseMediaType } from "./media-type.ts";

export type JsonProblem =
  "unsupported_media_type" | "body_too_large" | "malformed_body" | "too_deep";

export type JsonRead = { ok: true; json: unknown } | { ok: false; problem: JsonProblem };

/** Whether a Content-Type header names JSON in UTF-8. */
export function isJsonType(header: string | null): boolean {
  const type = header === null ? undefined : parseMediaType(header);
  if (type === undefined) return false;
  const charset = type.params.get("charset")?.toLowerCase();
  if (charset !== undefined && charset !== "utf-8") return false;
  return type.essence === "application/json" || /^application\/[^/]+\+json$/.test(type.essence);
}

export async function readJson(
  request: Request,
  limits: BodyLimits & { maxDepth?: number },
): Promise<JsonRead> {
  const bytes = await readBodyBytes(request, limits);
  if (bytes === "too_large") return { ok: false, problem: "body_too_large" };
  if (bytes === "unreadable") return { ok: false, problem: "malformed_body" };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: "malformed_body" };
  }
  if (text.trim() === "") return { ok: true, json: {} };
  if (!isJsonType(request.headers.get("Content-Type"))) {
    return { ok: false, problem: "unsupported_media_type" };
  }
  if (nestsDeeperThan(text, limits.maxDepth ?? MAX_JSON_DEPTH)) {
    return { ok: false, problem: "too_deep" };
  }
  try {
    return { ok: true, json: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, problem: "malformed_body" };
  }
}
