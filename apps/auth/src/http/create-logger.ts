// One pino logger per process. Tests stay quiet unless DEBUG is set.
import { pino, type Logger } from "pino";
import type { AuthConfig } from "../config/config.ts";

export function createLogger(config: Pick<AuthConfig, "env" | "debug">): Logger {
  const level = config.debug ? "debug" : config.env === "test" ? "silent" : "info";
  return pino({
    name: "auth",
    level,
    // Tokens and cookies never reach the logs, even when a request object is logged.
    redact: ["req.headers.authorization", "req.headers.cookie", "res.headers['set-cookie']"],
  });
}
