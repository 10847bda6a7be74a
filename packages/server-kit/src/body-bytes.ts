// A request body's bytes under a limit and a deadline, as both servers read bodies: refused
// before reading a byte when the sender declares more than the limit, stopped as soon as more
// arrives, and given up when it has not all arrived in time. Never throws.

export interface BodyLimits {
  /** The most bytes the body may have. */
  maxBytes: number;
  /** How long the whole body may take to arrive, in milliseconds (10 s unless given). */
  deadlineMs?: number;
}

export type BodyBytes = Uint8Array<ArrayBuffer> | "too_large" | "unreadable";

const DEFAULT_DEADLINE_MS = 10_000;

/** The Content-Length a request declares; 0 when it declares none (or nonsense). */
export function declaredLength(headers: Headers): number {
  const value = headers.get("Content-Length");
  return /^\d+$/.test(String(value)) ? Number(value) : 0;
}

/** The body's bytes, "too_large" past `maxBytes`, "unreadable" when it breaks or is late. */
export async function readBodyBytes(
  request: Request,
  { maxBytes, deadlineMs = DEFAULT_DEADLINE_MS }: BodyLimits,
): Promise<BodyBytes> {
  if (declaredLength(request.headers) > maxBytes) return "too_large";
  const body = request.body;
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
