// A 429 from a public form: what the page shows beside the form, and the header that says when
// to come back (RFC 9110 §10.2.3, in seconds).
import type { MessageKey } from "../i18n/messages.ts";

export const TOO_MANY: MessageKey = "abuse.tooMany";

/** Minutes to tell the visitor, rounded up: "wait 1 min" rather than "wait 0 min". */
export const retryMinutes = (retryAfterSeconds: number) =>
  Math.max(1, Math.ceil(retryAfterSeconds / 60));

export const retryAfterHeaders = (retryAfterSeconds: number) => ({
  "Retry-After": String(retryAfterSeconds),
});

/**
 * A route's `headers` export: React Router sends an action's headers only through it, so the
 * forms that can answer 429 pass Retry-After on, on documents and .data requests alike.
 */
export function keepRetryAfter({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter !== null) headers.set("Retry-After", retryAfter);
  return headers;
}
