// The door (README "Request bodies"): no body larger than SHOP_BODY_LIMIT_KB reaches a route,
// whatever it says its length is; each route then reads at most its own, smaller limit (a
// form's SHOP_FORM_LIMIT_KB, app/request-body/read-form.ts). Refused with the same 413 as a
// route's: JSON with the code for a program, a plain page for a browser.
import { bodyLimit } from "hono/body-limit";
import { bodyProblem } from "../../http/request-body/body-problem.ts";
import { problemResponse } from "../../http/request-body/problem-response.server.ts";
import { readPreferences } from "../../http/read-preferences.ts";

export function requestBodyLimit(maxBytes: number) {
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
