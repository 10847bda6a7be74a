// One pass of the webhook dispatcher: queue deliveries for new audit log entries, then send
// what is due. The worker runs it on a timer; tests run it by hand against a test clock.
import type { Dialect, Kysely } from "@kretsbutiken/database";
import type { AuthDatabase } from "../db/schema.ts";
import type { SecretBox } from "../secrets/secret-box.ts";
import type { Clock } from "../services.ts";
import { fanOutAuditEntries } from "./fan-out.ts";
import { sendDueDeliveries, type SendOutcome } from "./send-due.ts";

export interface WebhookDispatchOptions {
  db: Kysely<AuthDatabase>;
  dialect: Dialect;
  clock: Clock;
  secretBox: SecretBox;
  /** Per delivery attempt (default 5 s). */
  timeoutMs?: number | undefined;
}

export interface DispatchOutcome extends SendOutcome {
  queued: number;
}

export async function runWebhookDispatch(
  options: WebhookDispatchOptions,
): Promise<DispatchOutcome> {
  const queued = await fanOutAuditEntries({
    db: options.db,
    dialect: options.dialect,
    now: options.clock.now(),
  });
  const sent = await sendDueDeliveries(options);
  return { queued, ...sent };
}
