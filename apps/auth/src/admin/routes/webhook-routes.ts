// Webhook subscriptions through the admin API, on Hanko's wire (backend/handler/webhook.go):
// GET /webhooks lists them (`{database, config}`; we have no webhooks from configuration),
// POST makes one from `{callback, events}` (201, with its `whsec_…` secret shown this once),
// GET/PUT/DELETE /webhooks/{id} read, replace (`{callback, events, enabled}`) and delete one.
// Ours besides: POST /webhooks/{id}/enable re-enables a subscription disabled after sustained
// failure and sends its waiting deliveries at once; GET /webhooks/{id}/deliveries shows recent
// deliveries and their last error, for an operator. Events are names of webhooks/webhook-events.ts.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { callbackProblem } from "../../webhooks/callback-url.ts";
import { recentDeliveries } from "../../webhooks/recent-deliveries.ts";
import { WEBHOOK_EVENT_NAMES } from "../../webhooks/webhook-events.ts";
import {
  createWebhook,
  deleteWebhook,
  enableWebhook,
  findWebhook,
  listWebhooks,
  updateWebhook,
} from "../../webhooks/webhook-store.ts";
import type { AdminDeps, AdminEnv } from "../admin-env.ts";
import { adminError } from "../admin-error.ts";
import { readAdminBody } from "./read-admin-body.ts";
import { uuidParam } from "./uuid-param.ts";

export { webhookPaths, webhookSchemas } from "./webhook-openapi.ts";

const eventName = z.string().refine((name) => WEBHOOK_EVENT_NAMES.includes(name));
const createBody = z.object({ callback: z.string(), events: z.array(eventName).min(1) });
const updateBody = createBody.extend({ enabled: z.boolean() });

export function webhookRoutes(deps: AdminDeps): Hono<AdminEnv> {
  const app = new Hono<AdminEnv>();
  const production = deps.config.env === "production";

  /** The body's change, or the 400 answer. */
  const readChange = async <T extends { callback: string }>(
    c: Context<AdminEnv>,
    schema: z.ZodType<T>,
  ): Promise<T | Response> => {
    const body = await readAdminBody(c, schema);
    if (body instanceof Response) return body;
    const problem = callbackProblem(body.callback, production);
    return problem === undefined ? body : adminError(c, 400, problem);
  };

  app.get("/webhooks", async (c) => c.json({ database: await listWebhooks(deps.db), config: [] }));

  app.post("/webhooks", async (c) => {
    const body = await readChange(c, createBody);
    if (body instanceof Response) return body;
    const { webhook, secret } = await createWebhook(deps.db, deps, body);
    return c.json({ ...webhook, secret }, 201);
  });

  app.get("/webhooks/:id", async (c) => {
    const id = uuidParam(c, "id");
    if (id instanceof Response) return id;
    const webhook = await findWebhook(deps.db, id);
    return webhook ? c.json(webhook) : adminError(c, 404, "webhook not found");
  });

  app.put("/webhooks/:id", async (c) => {
    const id = uuidParam(c, "id");
    if (id instanceof Response) return id;
    const body = await readChange(c, updateBody);
    if (body instanceof Response) return body;
    const webhook = await updateWebhook(deps.db, deps.clock, id, body);
    return webhook ? c.json(webhook) : adminError(c, 404, "webhook not found");
  });

  app.delete("/webhooks/:id", async (c) => {
    const id = uuidParam(c, "id");
    if (id instanceof Response) return id;
    return (await deleteWebhook(deps.db, id))
      ? c.body(null, 204)
      : adminError(c, 404, "webhook not found");
  });

  app.post("/webhooks/:id/enable", async (c) => {
    const id = uuidParam(c, "id");
    if (id instanceof Response) return id;
    const webhook = await enableWebhook(deps.db, deps.clock, id);
    return webhook ? c.json(webhook) : adminError(c, 404, "webhook not found");
  });

  app.get("/webhooks/:id/deliveries", async (c) => {
    const id = uuidParam(c, "id");
    if (id instanceof Response) return id;
    if (!(await findWebhook(deps.db, id))) return adminError(c, 404, "webhook not found");
    return c.json(await recentDeliveries(deps.db, id));
  });

  return app;
}
