// The door (README "Request bodies"): no body larger than SHOP_BODY_LIMIT_KB reaches a route,
// whatever it says its length is; each route then reads at most its own, smaller limit (a
// form's SHOP_FORM_LIMIT_KB, app/request-body/read-form.ts). The few forms that carry files (a
// complaint's photos) have a door of their own, SHOP_UPLOAD_LIMIT_KB. Refused with the same 413
// as a route's: JSON with the code for a program, a plain page for a browser.
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { bodyProblem } from "../../http/request-body/body-problem.ts";
import { problemResponse } from "../../http/request-body/problem-response.server.ts";
import { readPreferences } from "../../http/read-preferences.ts";

export interface UploadDoor {
  /** The paths whose forms carry files (a complaint's photos), exactly as requested. */
  paths: readonly string[];
  /** SHOP_UPLOAD_LIMIT_KB in bytes: at least the door's own limit. */
  maxBytes: number;
}

/** The door at `maxBytes`, and at `uploads.maxBytes` for the paths that take files. */
export function requestBodyLimit(
  maxBytes: number,
  uploads: UploadDoor = { paths: [], maxBytes },
): MiddlewareHandler {
  const door = doorAt(maxBytes);
  const uploadDoor = doorAt(uploads.maxBytes);
  return (c, next) => (uploads.paths.includes(c.req.path) ? uploadDoor : door)(c, next);
}

function doorAt(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      const response = problemResponse(c.req.raw, bodyProblem("body_too_large"), {
        language: readPreferences(c.req.header("Cookie")).language,
      });
      // The rest of the body is never read, so the connection cannot carry another request
      // (RFC 9112 §9.6): closed, rather than left to time out under the next one.
      response.headers.set("Connection", "close");
      return response;
    },
  });
}
