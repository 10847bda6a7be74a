// One pino logger per process, as the auth server has (apps/auth/src/http/create-logger.ts): a
// JSON line per event on stdout, bound to the request id for what happens in a request
// (request-logger.ts). Errors appear as serializeError shows them; every message and error text
// passes scrubPersonalData, and fields named like personal data are censored wherever they sit.
import { pino, type DestinationStream, type Logger } from "pino";
import { scrubPersonalData } from "./scrub-personal-data.ts";
import { serializeError } from "./serialize-error.ts";

export type LogLevel = "debug" | "info" | "silent";

export type { Logger };

// Censored in any object logged; `name` only below the top, where pino keeps the logger's name.
const PERSONAL_FIELDS = ["email", "address", "phone", "token", "password"];

export function createLogger(
  { level }: { level: LogLevel },
  destination?: DestinationStream,
): Logger {
  const options = {
    name: "shop",
    level,
    serializers: { err: serializeError },
    redact: {
      paths: [
        ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`]),
        "*.name",
        // Tokens and cookies never reach the logs, even when a request object is logged.
        "req.headers.authorization",
        "req.headers.cookie",
        'res.headers["set-cookie"]',
      ],
      censor: "[redacted]",
    },
    hooks: {
      logMethod(args: Parameters<Logger["info"]>, method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg: unknown) => (typeof arg === "string" ? scrubPersonalData(arg) : arg)),
        );
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A logger that writes nothing, for code paths and tests that need one. */
export const silentLogger: Logger = pino({ level: "silent" });
