// What of a request's address goes into the log: the path without its query (order ids, search
// words and e-mail addresses travel there), with the test payment page's token left out (it
// opens the payment of an order), e-mail addresses hidden and the length bounded.
import { scrubPersonalData } from "./scrub-personal-data.ts";

const MAX_LENGTH = 200;
const TOKEN_PATHS = /^\/testbetalning\/[^/]+/;

export function loggablePath(path: string): string {
  const shown = scrubPersonalData(path.replace(TOKEN_PATHS, "/testbetalning/:token"));
  return shown.length > MAX_LENGTH ? `${shown.slice(0, MAX_LENGTH)}…` : shown;
}
