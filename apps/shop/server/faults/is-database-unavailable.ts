// Whether an error means "the database did not answer" (so the request may succeed if tried
// again shortly: 503) rather than "the request or the code is wrong" (500). Looked for along the
// error's causes. What counts:
// - the network: refused, reset, unreachable, timed out (Node's error codes);
// - pg's own timeouts and dropped connections (it gives them messages, not codes);
// - PostgreSQL's SQLSTATEs for a lost connection (class 08), a server shutting down or not yet
//   up (57P01–57P03), a statement cancelled by statement_timeout (57014), lock_timeout
//   (55P03), and too little of something (class 53: connections, memory, disk);
// - SQLite busy or locked past busy_timeout, an I/O error, a file it cannot open, a full disk.

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

const PG_MESSAGES = new Set([
  "timeout exceeded when trying to connect",
  "Connection terminated due to connection timeout",
  "Connection terminated unexpectedly",
  "Connection terminated",
  "Query read timeout",
  "timeout expired",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end on the pool",
]);

const SQLSTATES = /^(08...|57P0[123]|57014|55P03|53...)$/;
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|PROTOCOL)(_|$)/;

/** Causes and aggregated errors are followed this deep. */
const MAX_DEPTH = 5;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > MAX_DEPTH) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || SQLSTATES.test(code) || SQLITE_CODES.test(code)) return true;
  }
  if (typeof message === "string" && PG_MESSAGES.has(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}
