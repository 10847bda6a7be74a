// The OpenAPI 3.1 description of openid-client-routes.ts: its path items and the schemas they use.
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
const name = { type: "string", minLength: 1, maxLength: 100 } as const;
const uris = (minItems: number, description: string) =>
  ({
    type: "array",
    minItems,
    maxItems: 10,
    items: { type: "string", format: "uri" },
    description: `${description} Absolute http(s) URLs without a fragment or credentials; in production https, or http on localhost, 127.0.0.1 or [::1].`,
  }) as const;
const redirectUris = uris(1, "Where sign-ins may return, matched exactly.");
const postLogoutRedirectUris = uris(0, "Where RP-initiated logout may return.");
const secret = {
  type: "string",
  description: "The client secret (HTTP Basic at the token endpoint); shown only in this answer.",
} as const;

export const openIdClientSchemas = {
  OpenIdClient: {
    type: "object",
    required: [
      "client_id",
      "name",
      "type",
      "redirect_uris",
      "post_logout_redirect_uris",
      "created_at",
      "updated_at",
    ],
    properties: {
      client_id: { type: "string", format: "uuid" },
      name,
      type: {
        type: "string",
        enum: ["confidential", "public"],
        description: "Confidential clients have a secret; public ones are held to PKCE alone.",
      },
      redirect_uris: redirectUris,
      post_logout_redirect_uris: postLogoutRedirectUris,
      created_at: dateTime,
      updated_at: dateTime,
    },
  },
} as const;

const idParameter = pathParameter("client_id", "The client's ID.", "uuid");
const client = jsonResponse("The client.", schemaRef("OpenIdClient"));
const errors = {
  "400": errorResponse("The ID is not a UUID, or the body is malformed or invalid."),
  "404": errorResponse("No such client."),
} as const;
const tags = ["OpenID clients"];

export const openIdClientPaths: OpenApiPaths = {
  "/openid/clients": {
    get: {
      operationId: "listOpenIdClients",
      tags,
      summary: "List the OpenID Provider's clients, oldest first",
      responses: {
        "200": jsonResponse("The clients.", { type: "array", items: schemaRef("OpenIdClient") }),
      },
    },
    post: {
      operationId: "createOpenIdClient",
      tags,
      summary: "Register a client",
      description: "A confidential client's `client_secret` is in this answer and nowhere else.",
      requestBody: {
        required: true,
        content: jsonContent({
          type: "object",
          required: ["name", "redirect_uris"],
          properties: {
            name,
            type: { type: "string", enum: ["confidential", "public"], default: "confidential" },
            redirect_uris: redirectUris,
            post_logout_redirect_uris: { ...postLogoutRedirectUris, default: [] },
          },
        }),
      },
      responses: {
        "201": jsonResponse("The client, with its secret when confidential.", {
          allOf: [
            schemaRef("OpenIdClient"),
            { type: "object", properties: { client_secret: secret } },
          ],
        }),
        "400": errors["400"],
      },
    },
  },
  "/openid/clients/{client_id}": {
    parameters: [idParameter],
    get: {
      operationId: "getOpenIdClient",
      tags,
      summary: "Get a client (never its secret)",
      responses: { "200": client, ...errors },
    },
    patch: {
      operationId: "updateOpenIdClient",
      tags,
      summary: "Change a client's name or redirect URIs",
      description: "Members left out stay as they are; the type cannot change.",
      requestBody: {
        required: true,
        content: jsonContent({
          type: "object",
          additionalProperties: false,
          properties: {
            name,
            redirect_uris: redirectUris,
            post_logout_redirect_uris: postLogoutRedirectUris,
          },
        }),
      },
      responses: { "200": client, ...errors },
    },
    delete: {
      operationId: "deleteOpenIdClient",
      tags,
      summary: "Remove a client with its grants and tokens",
      responses: { "204": noContent, ...errors },
    },
  },
  "/openid/clients/{client_id}/secret": {
    parameters: [idParameter],
    post: {
      operationId: "rotateOpenIdClientSecret",
      tags,
      summary: "Give a confidential client a new secret",
      description: "The old secret stops working at once.",
      responses: {
        "200": jsonResponse("The new secret.", {
          type: "object",
          required: ["client_secret"],
          properties: { client_secret: secret },
        }),
        ...errors,
        "409": errorResponse("The client is public and has no secret."),
      },
    },
  },
};
