// The server's log as a test reads it: pino writing JSON lines into memory, without the one line
// per request (request-logger.ts) and without pino's own fields.
import { Writable } from "node:stream";
import { pino, type Logger } from "pino";

export const INFO = 30;
export const WARN = 40;
export const ERROR = 50;

export interface LogCapture {
  logger: Logger;
  /** What was logged since the last call: level, msg and the fields the code gave. */
  take(): Record<string, unknown>[];
}

export function logCapture(): LogCapture {
  const entries: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        const {
          time: _t,
          pid: _p,
          hostname: _h,
          requestId: _r,
          ...entry
        } = JSON.parse(line) as Record<string, unknown>;
        if (entry.msg !== "request") entries.push(entry);
      }
      done();
    },
  });
  return { logger: pino({ level: "info" }, sink), take: () => entries.splice(0) };
}
