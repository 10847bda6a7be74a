// POST /api/auth-webhooks: the sign-in provider's webhook deliveries (auth-webhooks.ts holds
// what they do). Without AUTH_WEBHOOK_SECRET the shop subscribes to nothing and the address
// answers 404. A forgery or replay is 401, a signed body that is no event 400, anything handled
// or ignored 200 with what became of it; bad input never reaches a 500.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AuthWebhooks, DeliveryOutcome } from "./auth-webhooks.ts";

export const AUTH_WEBHOOKS_PATH = "/api/auth-webhooks";

const STATUS: Record<DeliveryOutcome, 200 | 400 | 401> = {
  unauthenticated: 401,
  malformed: 400,
  erased: 200,
  kept_for_orders: 200,
  duplicate: 200,
  ignored: 200,
};

export function createAuthWebhookRoute(
  webhooks: AuthWebhooks | undefined,
  log: (line: string) => void = (line) => console.warn(line),
): Hono {
  const app = new Hono();
  app.post(
    AUTH_WEBHOOKS_PATH,
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) => c.json({ error: "body too large" }, 413),
    }),
    async (c) => {
      if (!webhooks) return c.json({ error: "not found" }, 404);
      const outcome = await webhooks.deliver(c.req.raw.headers, await c.req.text());
      if (outcome === "unauthenticated" || outcome === "malformed") {
        log(`[auth-webhooks] refused a delivery (${outcome}); nothing changed`);
      }
      const status = STATUS[outcome];
      return status === 200 ? c.json({ result: outcome }) : c.json({ error: outcome }, status);
    },
  );
  return app;
}
