// The stream a rendered page is written into. A visitor who goes away mid-page cancels the
// response; behind the server's compression Node turns that cancel into an AbortError emitted on
// this stream, after React Router's stream adapter has stopped listening to it (see
// page-body.server.test.ts). An 'error' nobody hears ends the process, so the body always has a
// listener: a visitor gone only stops that page's render.
import { PassThrough } from "node:stream";

export interface PageBodyHooks {
  /** The whole page was written. */
  finished: () => void;
  /** The visitor went away (or the stream broke) before it was. */
  gone: () => void;
}

export function createPageBody({ finished, gone }: PageBodyHooks): PassThrough {
  const body = new PassThrough({
    final(callback) {
      finished();
      callback();
    },
  });
  body.on("error", gone);
  return body;
}
