// The shared schemas the admin API's path items refer to (`#/components/schemas/…`; openapi-document.ts
// puts them under `components`): Hanko's admin wire shapes as far as this server stores them.
// A route module brings the schemas only it uses (admin-route-modules.ts); path-item helpers
// (parameters, responses) are in routes/openapi-parts.ts.
const dateTime = { type: "string", format: "date-time" } as const;
const uuid = { type: "string", format: "uuid" } as const;
const jsonObject = { type: "object", additionalProperties: true } as const;

export const ADMIN_SCHEMAS = {
  Error: {
    type: "object",
    required: ["code", "message"],
    properties: { code: { type: "integer" }, message: { type: "string" } },
  },
  Email: {
    type: "object",
    required: ["id", "address", "is_verified", "is_primary", "created_at", "updated_at"],
    properties: {
      id: uuid,
      address: { type: "string", format: "email" },
      is_verified: { type: "boolean" },
      is_primary: { type: "boolean" },
      created_at: dateTime,
      updated_at: dateTime,
    },
  },
  Metadata: {
    type: "object",
    properties: {
      public_metadata: jsonObject,
      private_metadata: jsonObject,
      unsafe_metadata: jsonObject,
    },
  },
  User: {
    type: "object",
    required: ["id", "created_at", "updated_at"],
    properties: {
      id: uuid,
      emails: { type: "array", items: { $ref: "#/components/schemas/Email" } },
      username: {
        type: "object",
        properties: {
          id: uuid,
          username: { type: "string" },
          created_at: dateTime,
          updated_at: dateTime,
        },
      },
      webauthn_credentials: {
        type: "array",
        items: { $ref: "#/components/schemas/WebauthnCredential" },
      },
      password: {
        type: "object",
        properties: { id: uuid, created_at: dateTime, updated_at: dateTime },
      },
      otp: { type: "object", properties: { id: uuid, created_at: dateTime } },
      metadata: { $ref: "#/components/schemas/Metadata" },
      created_at: dateTime,
      updated_at: dateTime,
    },
  },
  CreateUser: {
    type: "object",
    description: "At least one of emails and username; exactly one address primary.",
    properties: {
      id: { ...uuid, description: "A new one when not given." },
      emails: {
        type: "array",
        items: {
          type: "object",
          required: ["address"],
          properties: {
            address: { type: "string", format: "email" },
            is_primary: { type: "boolean", default: false },
            is_verified: { type: "boolean", default: false },
          },
        },
      },
      username: { type: "string" },
      created_at: dateTime,
    },
  },
  AuditLog: {
    type: "object",
    required: [
      "id",
      "type",
      "meta_http_request_id",
      "meta_source_ip",
      "meta_user_agent",
      "created_at",
    ],
    properties: {
      id: uuid,
      type: { type: "string" },
      error: { type: ["string", "null"] },
      meta_http_request_id: { type: "string" },
      meta_source_ip: { type: "string" },
      meta_user_agent: { type: "string" },
      actor_user_id: { type: ["string", "null"] },
      actor_email: { type: ["string", "null"] },
      details: jsonObject,
      created_at: dateTime,
    },
  },
} as const;
