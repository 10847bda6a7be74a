// The OpenAPI 3.1 description of webhook-routes.ts: its path items and the schemas they use.
import { WEBHOOK_EVENT_NAMES } from "../../webhooks/webhook-events.ts";
import type { OpenApiPaths } from "../admin-env.ts";
import {
  errorResponse,
  jsonContent,
  jsonResponse,
  noContent,
  pathParameter,
  schemaRef,
} from "./openapi-parts.ts";

const dateTime = { type: "string", format: "date-time" } as const;
const events = {
  type: "array",
  minItems: 1,
  items: { type: "string", enum: WEBHOOK_EVENT_NAMES },
  description: "Event names; a parent (`user`, `user.update`) includes every event below it.",
} as const;

export const webhookSchemas = {
  Webhook: {
    type: "object",
    required: ["id", "callback", "events", "enabled", "failures", "created_at", "updated_at"],
    properties: {
      id: { type: "string", format: "uuid" },
      callback: { type: "string", format: "uri" },
      events,
      enabled: { type: "boolean" },
      failures: { type: "integer", description: "Failed attempts since the last delivery." },
      failing_since: { ...dateTime, type: ["string", "null"] },
      created_at: dateTime,
      updated_at: dateTime,
    },
  },
  WebhookDelivery: {
    type: "object",
    required: ["id", "event", "attempts", "created_at"],
    properties: {
      id: { type: "string", format: "uuid", description: "The event id (`webhook-id`)." },
      event: { type: "string" },
      attempts: { type: "integer" },
      delivered_at: { ...dateTime, type: ["string", "null"] },
      next_attempt_at: { ...dateTime, type: ["string", "null"] },
      last_error: { type: ["string", "null"] },
      created_at: dateTime,
    },
  },
} as const;

const idParameter = pathParameter("id", "The webhook's ID.", "uuid");
const webhook = jsonResponse("The webhook.", schemaRef("Webhook"));
const errors = {
  "400": errorResponse("The ID is not a UUID, or the body is malformed or invalid."),
  "404": errorResponse("No such webhook."),
} as const;
const body = (enabled: boolean) => ({
  required: true,
  content: jsonContent({
    type: "object",
    required: enabled ? ["callback", "events", "enabled"] : ["callback", "events"],
    properties: {
      callback: { type: "string", format: "uri", description: "https in production." },
      events,
      ...(enabled && { enabled: { type: "boolean" } }),
    },
  }),
});

export const webhookPaths: OpenApiPaths = {
  "/webhooks": {
    get: {
      operationId: "listWebhooks",
      tags: ["Webhooks"],
      summary: "List the webhooks",
      responses: {
        "200": jsonResponse("The webhooks (none come from configuration here).", {
          type: "object",
          properties: {
            database: { type: "array", items: schemaRef("Webhook") },
            config: { type: "array", maxItems: 0 },
          },
        }),
      },
    },
    post: {
      operationId: "createWebhook",
      tags: ["Webhooks"],
      summary: "Create a webhook",
      description:
        "Answers with the webhook and its signing `secret` (`whsec_…`), shown only this once.",
      requestBody: body(false),
      responses: {
        "201": jsonResponse("The webhook, with its secret.", {
          allOf: [
            schemaRef("Webhook"),
            { type: "object", properties: { secret: { type: "string" } } },
          ],
        }),
        "400": errors["400"],
      },
    },
  },
  "/webhooks/{id}": {
    parameters: [idParameter],
    get: {
      operationId: "getWebhook",
      tags: ["Webhooks"],
      summary: "Get a webhook",
      responses: { "200": webhook, ...errors },
    },
    put: {
      operationId: "updateWebhook",
      tags: ["Webhooks"],
      summary: "Replace a webhook's callback, events and enabled flag",
      requestBody: body(true),
      responses: { "200": webhook, ...errors },
    },
    delete: {
      operationId: "deleteWebhook",
      tags: ["Webhooks"],
      summary: "Delete a webhook and its undelivered events",
      responses: { "204": noContent, ...errors },
    },
  },
  "/webhooks/{id}/enable": {
    parameters: [idParameter],
    post: {
      operationId: "enableWebhook",
      tags: ["Webhooks"],
      summary: "Re-enable a webhook",
      description: "Forgets its failures and sends its waiting deliveries at the next dispatch.",
      responses: { "200": webhook, ...errors },
    },
  },
  "/webhooks/{id}/deliveries": {
    parameters: [idParameter],
    get: {
      operationId: "listWebhookDeliveries",
      tags: ["Webhooks"],
      summary: "The webhook's latest 100 deliveries, newest first",
      responses: {
        "200": jsonResponse("The deliveries.", {
          type: "array",
          items: schemaRef("WebhookDelivery"),
        }),
        ...errors,
      },
    },
  },
};
