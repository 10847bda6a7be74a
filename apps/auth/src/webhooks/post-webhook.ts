// One attempt at delivering one event: POSTs the stored body with fresh Standard Webhooks
// headers (the timestamp is this attempt's, the id the event's), within a timeout. Only a 2xx
// answer counts; a redirect is not followed (the callback must be the real one) and is a failure.
import { webhookHeaders } from "./webhook-signature.ts";

export const DELIVERY_TIMEOUT_MS = 5_000;

export interface PostAttempt {
  callback: string;
  secret: string;
  id: string;
  body: string;
  now: Date;
  timeoutMs?: number;
}

/** Undefined when delivered, else what went wrong (for `last_error`). */
export async function postWebhook(attempt: PostAttempt): Promise<string | undefined> {
  const headers = await webhookHeaders(
    attempt.secret,
    attempt.id,
    Math.floor(attempt.now.getTime() / 1000),
    attempt.body,
  );
  try {
    const response = await fetch(attempt.callback, {
      method: "POST",
      headers: {
        ...headers,
        "content-type": "application/json",
        "user-agent": "kretsbutiken-auth",
      },
      body: attempt.body,
      redirect: "manual",
      signal: AbortSignal.timeout(attempt.timeoutMs ?? DELIVERY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok ? undefined : `HTTP ${response.status}`;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  }
}
