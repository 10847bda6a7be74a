// Runs the webhook dispatcher in the server process every `intervalMs`, the next pass only
// after the previous one ended. Started by main.ts; nothing starts on import. A failed pass is
// logged and the next one tries again: the queue lives in the database, so nothing is lost.
import type { Logger } from "pino";
import { runWebhookDispatch, type WebhookDispatchOptions } from "./run-webhook-dispatch.ts";

export interface WebhookWorkerOptions extends WebhookDispatchOptions {
  logger: Logger;
  intervalMs: number;
}

/** Starts the worker; returns its stop. An interval of 0 starts nothing. */
export function startWebhookWorker(options: WebhookWorkerOptions): () => void {
  if (options.intervalMs <= 0) return () => {};
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const pass = async () => {
    try {
      const outcome = await runWebhookDispatch(options);
      if (outcome.failed > 0) {
        options.logger.warn({ webhooks: outcome }, "webhook deliveries failed; retrying later");
      }
    } catch (error) {
      options.logger.warn({ err: error }, "webhook dispatch failed; trying again later");
    }
    if (!stopped) schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => void pass(), options.intervalMs);
    timer.unref();
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
