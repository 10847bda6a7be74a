// How an error appears in a log line: its class, code, message and stack, and its causes the
// same way. Nothing else of it: a database error carries the row it choked on (pg's `detail`,
// `parameters`), a mail error the recipients, a fetch error the request. Messages and stacks go
// through scrubPersonalData.
import { scrubPersonalData } from "./scrub-personal-data.ts";

export interface SerializedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SerializedError;
}

/** Causes are followed this deep; a longer chain is cut. */
const MAX_CAUSES = 4;

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: scrubPersonalData(describeValue(error)) };
  }
  const code = (error as { code?: unknown }).code;
  const serialized: SerializedError = {
    type: error.name,
    message: scrubPersonalData(error.message),
  };
  if (typeof code === "string" || typeof code === "number") serialized.code = String(code);
  if (error.stack !== undefined) serialized.stack = scrubPersonalData(error.stack);
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  return serialized;
}

function describeValue(value: unknown): string {
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
