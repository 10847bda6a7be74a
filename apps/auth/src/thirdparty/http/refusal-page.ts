// The page a browser gets from a third-party redirect endpoint when there is nowhere to send it:
// no `error_redirect_url` is configured (third-party sign-in is off). Plain, fixed text: nothing
// from the request is echoed. Not cached: the security headers (../../http/security-headers.ts)
// give every response `Cache-Control: no-store`.
import type { Context } from "hono";

const MESSAGES = {
  400: "The sign-in could not be completed. Please go back and try again.",
  429: "Too many sign-in attempts. Please wait a moment and try again.",
} as const;

export function refusalPage(c: Context, status: keyof typeof MESSAGES): Response {
  return c.html(
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Sign-in</title>` +
      `<p>${MESSAGES[status]}</p></html>`,
    status,
  );
}
