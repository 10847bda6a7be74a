// Request bodies are small JSON documents; the largest legitimate one (a WebAuthn attestation,
// later) is a few kilobytes. Bigger bodies are refused before anything reads them.
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HttpError } from "./http-error.ts";

export const MAX_BODY_BYTES = 64 * 1024;

export function bodyLimitPlugin(maxBytes = MAX_BODY_BYTES): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpError("payload_too_large", `request body larger than ${maxBytes} bytes`);
    },
  });
}
