// What the HTTP plugins put on Hono's context for the handlers after them.
import type { Logger } from "pino";
import type { ValidSession } from "../services.ts";

export interface AppEnv {
  Variables: {
    /** Set by request-id.ts for every request. */
    requestId: string;
    /** Set by request-logger.ts: the app logger bound to the request id. */
    logger: Logger;
    /** Set by rest/require-session.ts on routes that need a signed-in user. */
    session: ValidSession;
  };
}
