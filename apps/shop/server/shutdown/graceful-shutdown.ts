// Stopping cleanly on SIGTERM (a deploy, a scale-down) or SIGINT, as the auth server does
// (apps/auth/src/main.ts), so that no request already taken fails:
// 1. /readyz turns 503 at once, so a load balancer sends nothing new;
// 2. the listening socket closes: new connections are refused. Only that socket: Node's
//    http close() would also end idle keep-alive connections at once, resetting a request that
//    is already on its way over one of them; those requests are served instead;
// 3. every response from now on says Connection: close, so each connection ends after the
//    request it carries; connections still idle a moment later (no request since) are closed;
// 4. once the last connection has ended, the database is closed and the process may exit (0).
// If requests are still open after `graceMs`, their connections are cut and the exit code is 1.
import type { Server, ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";
import type { Logger } from "pino";
import type { ReadinessCheck } from "../health/readiness-check.ts";

/** How long after the start of a shutdown a connection without a request counts as idle. */
export const IDLE_AFTER_MS = 1000;

export interface GracefulShutdownOptions {
  log: Logger;
  /** How long requests in flight get to finish before their connections are cut. */
  graceMs: number;
  /** What to close once the last request has finished: the database. */
  close: () => Promise<void>;
}

export interface GracefulShutdown {
  /** Fails from the moment a shutdown begins. */
  readonly readiness: ReadinessCheck;
  /** Counts the server's requests and marks their responses once draining; call once. */
  attach(server: Server): void;
  /** Runs the shutdown (once, however often called); resolves with the exit code. */
  shutdown(signal: string): Promise<number>;
}

/** The connection ends once this response is sent, unless its head has left already. */
function closeAfter(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader("Connection", "close");
}

export function createGracefulShutdown({
  log,
  graceMs,
  close,
}: GracefulShutdownOptions): GracefulShutdown {
  let server: Server | undefined;
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  let stopping: Promise<number> | undefined;

  async function stop(signal: string): Promise<number> {
    draining = true;
    const started = performance.now();
    for (const response of inFlight) closeAfter(response);
    log.info({ signal, requestsInFlight: inFlight.size }, "shutting down");
    let code = 0;
    if (server) {
      const listening = server;
      const drained = new Promise<"drained">((resolve) =>
        NetServer.prototype.close.call(listening, () => resolve("drained")),
      );
      const idle = setTimeout(() => listening.closeIdleConnections(), IDLE_AFTER_MS);
      let grace: NodeJS.Timeout | undefined;
      const late = new Promise<"late">((resolve) => {
        grace = setTimeout(() => resolve("late"), graceMs);
      });
      const outcome = await Promise.race([drained, late]);
      clearTimeout(idle);
      clearTimeout(grace);
      if (outcome === "late") {
        log.warn({ requestsInFlight: inFlight.size }, "requests still open after the grace period");
        listening.closeAllConnections();
        code = 1;
      }
    }
    try {
      await close();
    } catch (error) {
      log.error({ err: error }, "closing the database failed");
      code = 1;
    }
    log.info({ ms: Math.round(performance.now() - started), code }, "stopped");
    return code;
  }

  return {
    readiness: {
      name: "shutdown",
      check: () => (draining ? Promise.reject(new Error("shutting down")) : Promise.resolve()),
    },
    attach(attached) {
      server = attached;
      // First of the request listeners, so the header is set before any response is written.
      attached.prependListener("request", (_request, response) => {
        inFlight.add(response);
        response.once("close", () => inFlight.delete(response));
        if (draining) closeAfter(response);
      });
    },
    shutdown(signal) {
      stopping ??= stop(signal);
      return stopping;
    },
  };
}
