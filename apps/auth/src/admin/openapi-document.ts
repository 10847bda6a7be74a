// The admin API's OpenAPI 3.1 document, served at GET /openapi.json: info, the bearer scheme
// (required by every operation unless it says `security: []`), the shared schemas, and the
// path items of every route module (admin-route-modules.ts), so what the app answers and what
// the document describes come from one list. /openapi.json and /health/* are open: the document
// holds no secret and a load balancer has none (admin-app.ts); everything else needs
// `Authorization: Bearer <ADMIN_API_SECRET>`.
import type { OpenApiPaths } from "./admin-env.ts";
import { ADMIN_ROUTE_MODULES } from "./admin-route-modules.ts";
import { ADMIN_SCHEMAS } from "./openapi-schemas.ts";
import { errorResponse } from "./routes/openapi-parts.ts";

export const OPENAPI_PATH = "/openapi.json";

const open = { security: [] } as const;

const servedPaths: OpenApiPaths = {
  [OPENAPI_PATH]: {
    get: {
      summary: "This document",
      operationId: "getOpenApiDocument",
      tags: ["Meta"],
      ...open,
      responses: { "200": { description: "The OpenAPI 3.1 document" } },
    },
  },
  "/health/alive": {
    get: {
      summary: "The process answers",
      operationId: "healthAlive",
      tags: ["Meta"],
      ...open,
      responses: { "200": { description: "Alive" } },
    },
  },
  "/health/ready": {
    get: {
      summary: "The database (and Redis, when configured) answer",
      operationId: "healthReady",
      tags: ["Meta"],
      ...open,
      responses: {
        "200": { description: "Ready" },
        "503": errorResponse("The database or Redis does not answer"),
      },
    },
  },
  "/metrics": {
    get: {
      summary: "Counters and gauges in the Prometheus text format",
      description:
        "Requests by route and status, flow actions by name and outcome, passcode mails sent " +
        "and failed, rate-limit refusals, session validations, the webhook queue's depth and " +
        "failed deliveries, and the process's own metrics.",
      operationId: "getMetrics",
      tags: ["Meta"],
      responses: {
        "200": {
          description: "The metrics",
          content: { "text/plain": { schema: { type: "string" } } },
        },
        "401": errorResponse("No or a wrong bearer secret"),
      },
    },
  },
};

export function createOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = { ...servedPaths };
  const schemas: Record<string, unknown> = { ...ADMIN_SCHEMAS };
  for (const module of ADMIN_ROUTE_MODULES) {
    Object.assign(schemas, module.schemas);
    for (const [path, item] of Object.entries(module.paths)) {
      // Two modules may share a path template (GET here, DELETE there).
      paths[path] = { ...paths[path], ...item };
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Kretsbutiken auth admin API",
      version: "1.0.0",
      description:
        "Hanko-compatible admin API: users, their e-mails, passwords, WebAuthn credentials, " +
        "OTP, sessions and metadata, the audit log, webhooks and the OpenID Provider's " +
        "clients. Served on its own port " +
        "(ADMIN_PORT), never beside the public API. Every change is audited and sends the " +
        "security notification mail the profile would.",
    },
    servers: [{ url: "/", description: "The admin port of this auth server" }],
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "ADMIN_API_SECRET from the server's configuration",
        },
      },
      schemas,
    },
  };
}
