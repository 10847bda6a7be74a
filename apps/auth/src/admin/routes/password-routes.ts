// A user's password through the admin API, on Hanko's wire (backend/handler/password_admin.go):
// GET (404 when none), POST sets a first one (409 when one exists), PUT replaces it (404 when
// none), both answering 200 with the credential; DELETE removes it (204). A new password must
// meet the flow API's rule (flow/rules/new-password.ts: PASSWORD_MIN_LENGTH characters, at
// most 72 bytes; 400 otherwise) and is hashed with Argon2id. Each change is audited and mailed
// as the profile's password actions are. We keep one password per user and no credential ID,
// so `id` is the user's; Hanko's `tenant_id` is left out (no tenants here).
import { PASSWORD_MAX_BYTES } from "@kretsbutiken/flow-protocol";
import { newPasswordProblem } from "../../users/password-rule.ts";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { PasswordsTable } from "../../db/schema.ts";
import { recordAdminChange } from "../admin-change.ts";
import type { AdminDeps, AdminEnv, OpenApiPaths } from "../admin-env.ts";
import { adminError } from "../admin-error.ts";
import { userParam } from "./user-param.ts";
import {
  errorResponse,
  jsonContent,
  jsonResponse,
  noContent,
  schemaRef,
  userErrors,
  userIdParameter,
} from "./openapi-parts.ts";
import { readAdminBody } from "./read-admin-body.ts";

const PASSWORD = "/users/:user_id/password";
const passwordBody = z.object({ password: z.string() });

export function passwordRoutes(deps: AdminDeps): Hono<AdminEnv> {
  const app = new Hono<AdminEnv>();
  const { minLength } = deps.config.password;

  // The store keeps only the hash; the timestamps the DTO shows are read here.
  const credentialOf = (userId: string) =>
    deps.db.selectFrom("passwords").selectAll().where("user_id", "=", userId).executeTakeFirst();

  /** The body's password hashed, or the 400 answer. */
  const newHash = async (c: Context<AdminEnv>): Promise<string | Response> => {
    const body = await readAdminBody(c, passwordBody);
    if (body instanceof Response) return body;
    const problem = newPasswordProblem(body.password, minLength);
    if (problem === "too_short") {
      return adminError(c, 400, `the password is shorter than ${minLength} characters`);
    }
    if (problem === "too_long") {
      return adminError(c, 400, `the password is longer than ${PASSWORD_MAX_BYTES} bytes`);
    }
    return deps.passwords.hash(body.password);
  };

  const setPassword = async (c: Context<AdminEnv>, create: boolean) => {
    const user = await userParam(c, deps);
    if (user instanceof Response) return user;
    const existing = await credentialOf(user.id);
    if (create && existing !== undefined) return adminError(c, 409, "the user has a password");
    if (!create && existing === undefined) return adminError(c, 404, "the user has no password");
    const hash = await newHash(c);
    if (hash instanceof Response) return hash;
    await deps.users.setPasswordHash(user.id, hash);
    // Hanko logs setting a first password as a change too, as the profile does.
    await recordAdminChange(deps, c.get("adminRequest"), {
      userId: user.id,
      type: "password_changed",
      notify: { template: create ? "password_create" : "password_update", data: {} },
    });
    const stored = await credentialOf(user.id);
    return stored === undefined
      ? adminError(c, 404, "the user has no password")
      : c.json(toPasswordCredential(stored));
  };

  app.get(PASSWORD, async (c) => {
    const user = await userParam(c, deps);
    if (user instanceof Response) return user;
    const credential = await credentialOf(user.id);
    if (credential === undefined) return adminError(c, 404, "the user has no password");
    return c.json(toPasswordCredential(credential));
  });

  app.post(PASSWORD, (c) => setPassword(c, true));
  app.put(PASSWORD, (c) => setPassword(c, false));

  app.delete(PASSWORD, async (c) => {
    const user = await userParam(c, deps);
    if (user instanceof Response) return user;
    if ((await credentialOf(user.id)) === undefined) {
      return adminError(c, 404, "the user has no password");
    }
    await deps.users.removePassword(user.id);
    await recordAdminChange(deps, c.get("adminRequest"), {
      userId: user.id,
      type: "password_deleted",
      notify: { template: "password_delete", data: {} },
    });
    return c.body(null, 204);
  });

  return app;
}

/** Hanko's admin `PasswordCredential` DTO (backend/dto/admin/password.go), without tenant_id. */
function toPasswordCredential(row: PasswordsTable) {
  return { id: row.user_id, created_at: row.created_at, updated_at: row.updated_at };
}

export const passwordSchemas = {
  PasswordCredential: {
    type: "object",
    required: ["id", "created_at", "updated_at"],
    properties: {
      id: { type: "string", format: "uuid", description: "The user's ID: one password each." },
      created_at: { type: "string", format: "date-time" },
      updated_at: { type: "string", format: "date-time" },
    },
  },
  PasswordBody: {
    type: "object",
    required: ["password"],
    properties: {
      password: {
        type: "string",
        description: "At least PASSWORD_MIN_LENGTH characters, at most 72 bytes in UTF-8.",
      },
    },
  },
} as const;

const credential = jsonResponse("The password's credential.", schemaRef("PasswordCredential"));
const body = { required: true, content: jsonContent(schemaRef("PasswordBody")) } as const;
const badPassword = errorResponse(
  "The user ID is not a UUID, the body is malformed, or the password breaks the rule.",
);

export const passwordPaths: OpenApiPaths = {
  "/users/{user_id}/password": {
    parameters: [userIdParameter],
    get: {
      operationId: "getPassword",
      tags: ["Passwords"],
      summary: "Whether the user has a password, and since when",
      responses: { "200": credential, ...userErrors },
    },
    post: {
      operationId: "createPassword",
      tags: ["Passwords"],
      summary: "Set a first password",
      description: "Audited (`password_changed`); mailed (`password_create`).",
      requestBody: body,
      responses: {
        "200": credential,
        ...userErrors,
        "400": badPassword,
        "409": errorResponse("The user has a password already; PUT replaces it."),
      },
    },
    put: {
      operationId: "updatePassword",
      tags: ["Passwords"],
      summary: "Replace the password",
      description: "Audited (`password_changed`); mailed (`password_update`).",
      requestBody: body,
      responses: {
        "200": credential,
        ...userErrors,
        "400": badPassword,
        "404": errorResponse("The user does not exist or has no password."),
      },
    },
    delete: {
      operationId: "deletePassword",
      tags: ["Passwords"],
      summary: "Remove the password",
      description: "Audited (`password_deleted`); mailed (`password_delete`).",
      responses: {
        "204": noContent,
        ...userErrors,
        "404": errorResponse("The user does not exist or has no password."),
      },
    },
  },
};
