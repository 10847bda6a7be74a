// The OpenAPI 3.1 description of email-routes.ts: its path items and the request schema only
// it uses (`Email` itself is shared, openapi-schemas.ts: a user in the admin API lists its
// addresses).
import type { OpenApiPaths } from "../admin-env.ts";
import {
  errorResponse,
  jsonContent,
  jsonResponse,
  noContent,
  pathParameter,
  schemaRef,
  userErrors,
  userIdParameter,
} from "./openapi-parts.ts";

export const emailSchemas = {
  CreateEmail: {
    type: "object",
    required: ["address"],
    properties: {
      address: { type: "string", format: "email" },
      is_verified: { type: "boolean", default: false },
      is_primary: {
        type: "boolean",
        description: "Accepted, as Hanko does, and ignored: a user's first address is primary.",
      },
    },
  },
} as const;

const emailIdParameter = pathParameter("email_id", "The address's ID.", "uuid");
const email = jsonResponse("The address.", schemaRef("Email"));

export const emailPaths: OpenApiPaths = {
  "/users/{user_id}/emails": {
    parameters: [userIdParameter],
    get: {
      operationId: "listEmails",
      tags: ["Emails"],
      summary: "List a user's addresses",
      responses: {
        "200": jsonResponse("The addresses, oldest first.", {
          type: "array",
          items: schemaRef("Email"),
        }),
        ...userErrors,
      },
    },
    post: {
      operationId: "createEmail",
      tags: ["Emails"],
      summary: "Add an address",
      description:
        "Audited (`email_created`); the primary address is mailed (`email_create`). The first address becomes primary.",
      requestBody: { required: true, content: jsonContent(schemaRef("CreateEmail")) },
      responses: {
        "201": jsonResponse("The new address.", schemaRef("Email")),
        ...userErrors,
        "400": errorResponse("Malformed or invalid body, or the address is proven by a user."),
        "409": errorResponse("The user has as many addresses as EMAIL_LIMIT allows."),
      },
    },
  },
  "/users/{user_id}/emails/{email_id}": {
    parameters: [userIdParameter, emailIdParameter],
    get: {
      operationId: "getEmail",
      tags: ["Emails"],
      summary: "Get an address",
      responses: { "200": email, ...userErrors },
    },
    delete: {
      operationId: "deleteEmail",
      tags: ["Emails"],
      summary: "Delete an address",
      description: "Audited (`email_deleted`); the primary address is mailed (`email_delete`).",
      responses: {
        "204": noContent,
        ...userErrors,
        "409": errorResponse("The primary address cannot be deleted."),
      },
    },
  },
  "/users/{user_id}/emails/{email_id}/set_primary": {
    parameters: [userIdParameter, emailIdParameter],
    post: {
      operationId: "setPrimaryEmail",
      tags: ["Emails"],
      summary: "Make an address primary",
      description:
        "Audited (`primary_email_changed`); the old primary address is mailed (`primary_email_update`). Already primary: 204, no change.",
      responses: {
        "204": noContent,
        ...userErrors,
        "400": errorResponse("An ID is not a UUID, or the address is not verified."),
      },
    },
  },
  "/users/{user_id}/emails/{email_id}/verify": {
    parameters: [userIdParameter, emailIdParameter],
    post: {
      operationId: "verifyEmail",
      tags: ["Emails"],
      summary: "Mark an address verified (not in Hanko)",
      description:
        "As a mailed code would: audited (`email_verified`), no mail. Other users' unverified copies of the address are released.",
      responses: {
        "200": email,
        ...userErrors,
        "409": errorResponse("Another user has proven this address."),
      },
    },
  },
};
