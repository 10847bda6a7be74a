// Runs deleteExpired and the audit log's retention (AUDIT_LOG_RETENTION_DAYS) in the server
// process every CLEANUP_INTERVAL_SECONDS, first after a random
// part of the interval so that instances started together do not run in step. Started by
// main.ts; nothing starts on import. Failures are logged and the next round tries again.
import type { Kysely } from "@kretsbutiken/database";
import type { Logger } from "pino";
import type { AuthDatabase } from "../db/schema.ts";
import { enforceAuditRetention } from "../audit/enforce-retention.ts";
import type { Clock } from "../services.ts";
import { deleteExpired } from "./delete-expired.ts";

export interface CleanupJobOptions {
  db: Kysely<AuthDatabase>;
  clock: Clock;
  logger: Logger;
  intervalSeconds: number;
  passcodeTtlSeconds: number;
  /** Audit log entries older than this are deleted (docs/decisions/0063). */
  auditRetentionDays: number;
}

/** Starts the job; returns its stop. An interval of 0 starts nothing. */
export function startCleanupJob(options: CleanupJobOptions): () => void {
  if (options.intervalSeconds <= 0) return () => {};
  const intervalMs = options.intervalSeconds * 1000;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const round = async () => {
    try {
      const deleted = await deleteExpired(options.db, {
        now: options.clock.now(),
        passcodeTtlSeconds: options.passcodeTtlSeconds,
      });
      if (Object.values(deleted).some((count) => count > 0)) {
        options.logger.info(
          { deleted },
          "removed expired flows, passcodes, sessions and one-time values",
        );
      }
    } catch (error) {
      options.logger.warn({ err: error }, "cleanup of expired rows failed; trying again later");
    }
    try {
      const auditLogs = await enforceAuditRetention(options.db, {
        now: options.clock.now(),
        retentionDays: options.auditRetentionDays,
      });
      if (auditLogs > 0) {
        options.logger.info({ deleted: { auditLogs } }, "removed audit log entries past retention");
      }
    } catch (error) {
      options.logger.warn({ err: error }, "audit log retention failed; trying again later");
    }
    if (!stopped) schedule(intervalMs);
  };
  const schedule = (ms: number) => {
    timer = setTimeout(() => void round(), ms);
    timer.unref();
  };
  schedule(Math.floor(Math.random() * intervalMs));
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
