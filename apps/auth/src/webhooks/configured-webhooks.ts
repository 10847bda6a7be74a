// Subscriptions an operator declares in configuration (`WEBHOOKS`, Hanko's `webhooks.hooks`):
// `{"hooks": [{"callback": "...", "events": ["user.delete"], "secret": "whsec_..."}]}`, the
// secret chosen by the operator so that the receiver can be given the same one. At start they
// are written into the subscriptions table, matched by callback, so their deliveries go through
// the same durable queue as those made by the admin API. A hook already there gets the
// configured events and secret and keeps its enabled state and queue.
import type { Kysely } from "@kretsbutiken/database";
import { z } from "zod";
import type { AuthDatabase } from "../db/schema.ts";
import type { SecretBox } from "../secrets/secret-box.ts";
import type { Clock } from "../services.ts";
import { callbackProblem } from "./callback-url.ts";
import { WEBHOOK_EVENT_NAMES } from "./webhook-events.ts";
import { createWebhook } from "./webhook-store.ts";

export interface ConfiguredWebhook {
  callback: string;
  events: string[];
  secret: string;
}

const SECRET = /^whsec_[A-Za-z0-9+/]{32,}={0,2}$/;

const hookSchema = z.object({
  callback: z.string(),
  events: z
    .array(z.string().refine((name) => WEBHOOK_EVENT_NAMES.includes(name), "unknown event"))
    .min(1),
  secret: z.string().regex(SECRET, "secret must be whsec_ and at least 24 bytes in base64"),
});

/** The `WEBHOOKS` section's hooks; throws with the first problem (config.ts names the variable). */
export function parseConfiguredWebhooks(input: unknown, production: boolean): ConfiguredWebhook[] {
  const parsed = z
    .object({ hooks: z.array(hookSchema).default([]) })
    .strict()
    .safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${issue.path.join(".")}: ${issue.message}`);
  }
  parsed.data.hooks.forEach((hook, index) => {
    const problem = callbackProblem(hook.callback, production);
    if (problem !== undefined) throw new Error(`hooks.${index}.callback: ${problem}`);
  });
  return parsed.data.hooks;
}

export async function syncConfiguredWebhooks(
  db: Kysely<AuthDatabase>,
  deps: { clock: Clock; secretBox: SecretBox },
  hooks: readonly ConfiguredWebhook[],
): Promise<void> {
  for (const hook of hooks) {
    const events = [...new Set(hook.events)];
    const existing = await db
      .selectFrom("webhooks")
      .select("id")
      .where("callback", "=", hook.callback)
      .executeTakeFirst();
    if (existing === undefined) {
      await createWebhook(db, deps, { callback: hook.callback, events }, hook.secret);
      continue;
    }
    await db
      .updateTable("webhooks")
      .set({
        events: JSON.stringify(events),
        secret: deps.secretBox.seal(hook.secret),
        updated_at: deps.clock.now().toISOString(),
      })
      .where("id", "=", existing.id)
      .execute();
  }
}
