// A form post's body under the shop's one rule (README "Request bodies"): only the two
// encodings a browser's form sends, in UTF-8, at most `maxBytes`, well-formed, and arriving
// within a deadline. Anything else is a BodyProblem (415, 413 or 400) as a value: reading a
// body never throws, and never waits for ever.
import { bodyProblem, type BodyProblem, type BodyProblemCode } from "./body-problem.ts";
import { parseMediaType, type MediaType } from "./media-type.ts";

export type FormRead = { ok: true; form: FormData } | { ok: false; problem: BodyProblem };

export interface ReadFormOptions {
  /** The most bytes the body may have. */
  maxBytes: number;
  /** How long the whole body may take to arrive, in milliseconds. */
  deadlineMs?: number;
}

const URLENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";
const DEFAULT_DEADLINE_MS = 10_000;

const refuse = (code: BodyProblemCode): FormRead => ({ ok: false, problem: bodyProblem(code) });

export async function readFormBody(
  request: Request,
  { maxBytes, deadlineMs = DEFAULT_DEADLINE_MS }: ReadFormOptions,
): Promise<FormRead> {
  const header = request.headers.get("Content-Type");
  const type = header === null ? undefined : parseMediaType(header);
  if (header !== null && !isFormType(type)) return refuse("unsupported_media_type");
  const charset = type?.params.get("charset")?.toLowerCase();
  if (charset !== undefined && charset !== "utf-8") return refuse("unsupported_media_type");
  // Refused before reading a byte when the sender says how long the body is.
  if (declaredLength(request.headers) > maxBytes) return refuse("body_too_large");

  const bytes = await readBytes(request.body, maxBytes, deadlineMs);
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

function declaredLength(headers: Headers): number {
  const value = headers.get("Content-Length");
  return /^\d+$/.test(String(value)) ? Number(value) : 0;
}

/** The body's bytes, stopping as soon as there are more than `maxBytes`. */
async function readBytes(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  deadlineMs: number,
): Promise<Uint8Array<ArrayBuffer> | "too_large" | "unreadable"> {
  if (body === null) return new Uint8Array(0);
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = body.getReader();
  } catch {
    return "unreadable";
  }
  const stop = (verdict: "too_large" | "unreadable") => {
    reader.cancel().catch(() => undefined);
    return verdict;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), deadlineMs);
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), late]);
      if (next === "late") return stop("unreadable");
      if (next.done) break;
      size += next.value.byteLength;
      if (size > maxBytes) return stop("too_large");
      chunks.push(next.value);
    }
  } catch {
    return "unreadable";
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
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
