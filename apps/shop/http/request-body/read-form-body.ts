// A form post's body under the shop's one rule (README "Request bodies"): only the two
// encodings a browser's form sends, in UTF-8, at most `maxBytes`, well-formed, and arriving
// within a deadline. Anything else is a BodyProblem (415, 413 or 400) as a value: reading a
// body never throws, and never waits for ever.
import { parseMediaType, readBodyBytes, type MediaType } from "@kretsbutiken/server-kit/body";
import { bodyProblem, type BodyProblem, type BodyProblemCode } from "./body-problem.ts";

export type FormRead = { ok: true; form: FormData } | { ok: false; problem: BodyProblem };

export interface ReadFormOptions {
  /** The most bytes the body may have. */
  maxBytes: number;
  /** How long the whole body may take to arrive, in milliseconds. */
  deadlineMs?: number;
}

const URLENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

const refuse = (code: BodyProblemCode): FormRead => ({ ok: false, problem: bodyProblem(code) });

export async function readFormBody(request: Request, limits: ReadFormOptions): Promise<FormRead> {
  const header = request.headers.get("Content-Type");
  const type = header === null ? undefined : parseMediaType(header);
  if (header !== null && !isFormType(type)) return refuse("unsupported_media_type");
  const charset = type?.params.get("charset")?.toLowerCase();
  if (charset !== undefined && charset !== "utf-8") return refuse("unsupported_media_type");
  // Refused before reading a byte when the sender says how long the body is (server-kit).
  const bytes = await readBodyBytes(request, limits);
  if (bytes === "too_large") return refuse("body_too_large");
  if (bytes === "unreadable") return refuse("malformed_body");
  // No Content-Type is fine only for no body at all (a bare POST, as from a button).
  if (type === undefined) {
    return bytes.length === 0
      ? { ok: true, form: new FormData() }
      : refuse("unsupported_media_type");
  }
  return type.essence === URLENCODED ? parseUrlencoded(bytes) : parseMultipart(bytes, header!);
}

function isFormType(type: MediaType | undefined): type is MediaType {
  return type?.essence === URLENCODED || type?.essence === MULTIPART;
}

/**
 * application/x-www-form-urlencoded, strictly: the bytes are UTF-8 and every percent escape
 * decodes to UTF-8. A browser never sends anything else, so anything else is malformed rather
 * than quietly turned into replacement characters.
 */
function parseUrlencoded(bytes: Uint8Array<ArrayBuffer>): FormRead {
  const form = new FormData();
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    for (const pair of text.split("&")) {
      if (pair === "") continue;
      const equals = pair.indexOf("=");
      const name = equals < 0 ? pair : pair.slice(0, equals);
      const value = equals < 0 ? "" : pair.slice(equals + 1);
      form.append(decodeComponent(name), decodeComponent(value));
    }
  } catch {
    return refuse("malformed_body");
  }
  return { ok: true, form };
}

/** Throws URIError for a bad escape ("%zz", a lone "%", bytes that are not UTF-8). */
const decodeComponent = (text: string) => decodeURIComponent(text.replaceAll("+", " "));

async function parseMultipart(bytes: Uint8Array<ArrayBuffer>, header: string): Promise<FormRead> {
  // Response.formData refuses a multipart body without a boundary (or with a wrong one).
  try {
    const body = new Response(bytes, { headers: { "Content-Type": header } });
    return { ok: true, form: await body.formData() };
  } catch {
    return refuse("malformed_body");
  }
}
