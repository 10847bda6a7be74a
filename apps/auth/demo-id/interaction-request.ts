// What Demo-ID's pages read from a request beside oidc-provider's own cookies: the posted form
// (small, url-encoded), whether a post came from Demo-ID's own pages, and one cookie.
import type { IncomingMessage } from "node:http";

/** A sign-in form is a name and a password; anything near this size is not one. */
export const FORM_LIMIT_BYTES = 8 * 1024;

export class FormTooLarge extends Error {}

/**
 * The url-encoded form posted, as fields. Another content type reads as an empty form (its
 * fields are simply missing, and the page says what is missing); a body over the limit throws
 * FormTooLarge without reading the rest.
 */
export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const declared = Number(request.headers["content-length"] ?? 0);
  if (declared > FORM_LIMIT_BYTES) throw new FormTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_LIMIT_BYTES) throw new FormTooLarge();
    chunks.push(chunk);
  }
  const type = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return new URLSearchParams();
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/**
 * Whether a post came from a page of `origin`: its Origin header says so (every browser sends
 * one with a form post), or, without one, its Referer does. The interaction cookies are
 * SameSite=Lax and signed, so another site's form already arrives without them; this is the
 * second lock, so that a post never rests on cookies alone.
 */
export function postedFromOrigin(request: IncomingMessage, origin: string): boolean {
  const { origin: sent, referer } = request.headers;
  if (sent !== undefined) return sent === origin;
  if (referer === undefined) return false;
  try {
    return new URL(referer).origin === origin;
  } catch {
    return false;
  }
}

/** A cookie's value from the Cookie header, or undefined. */
export function cookieValue(request: IncomingMessage, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      return pair.slice(separator + 1).trim();
    }
  }
  return undefined;
}
