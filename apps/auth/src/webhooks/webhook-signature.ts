// The sender's half of Standard Webhooks (standardwebhooks.com, "Signature scheme"): a new
// subscription's secret (`whsec_<base64 key>`, shown once), and the three headers of one attempt.
// The signature itself, and the check a receiver makes (the shop's among them), are the wire's:
// `signWebhook` and `verifyWebhook` in @kretsbutiken/flow-protocol.
import { randomBytes } from "node:crypto";
import { signWebhook, WEBHOOK_HEADERS } from "@kretsbutiken/flow-protocol";

/** A new signing secret, shown once when the subscription is made. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/** The three headers of one attempt, `timestamp` in unix seconds. */
export async function webhookHeaders(
  secret: string,
  id: string,
  timestamp: number,
  body: string,
): Promise<Record<string, string>> {
  return {
    [WEBHOOK_HEADERS.id]: id,
    [WEBHOOK_HEADERS.timestamp]: String(timestamp),
    [WEBHOOK_HEADERS.signature]: await signWebhook(secret, id, timestamp, body),
  };
}
