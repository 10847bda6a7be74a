// Users through the admin API, on Hanko's wire (backend/handler/user_admin.go): the list (page,
// per_page, email and username substrings, user_id (comma-separated), sort_direction; Hanko's
// X-Total-Count and Link headers), one user, creating one (200 with the user; 409 when the id,
// an address or the username is taken) and deleting one (204) as the profile's account_delete
// does: addresses, password, credentials and sessions go with it and the account_delete mail
// goes to the primary address it had. Creation and deletion are audited.
import { Hono } from "hono";
import { z } from "zod";
import { recordAdminChange } from "../admin-change.ts";
import type { AdminDeps, AdminEnv, OpenApiPaths } from "../admin-env.ts";
import { adminError } from "../admin-error.ts";
import { queryParameter } from "../openapi-query-parameter.ts";
import { PAGING_HEADERS, PAGING_PARAMETERS, readPaging, setPagingHeaders } from "../paging.ts";
import { loadAdminUser, loadAdminUsers } from "../users/admin-user.ts";
import { createAdminUser } from "../users/create-user.ts";
import { listUsers } from "../users/list-users.ts";
import {
  errorResponse,
  jsonContent,
  jsonResponse,
  noContent,
  pathParameter,
  schemaRef,
} from "./openapi-parts.ts";
import { readAdminBody } from "./read-admin-body.ts";
import { uuidParam } from "./uuid-param.ts";

const CONFLICTS = {
  id: "user already exists",
  email: "email already exists",
  username: "username already exists",
} as const;

const listQuery = z.object({
  email: z.string().optional(),
  username: z.string().optional(),
  user_id: z
    .string()
    .optional()
    .transform((ids) => (ids ? ids.split(",") : undefined))
    .pipe(z.array(z.uuid()).optional()),
  sort_direction: z.enum(["asc", "desc"]).default("desc"),
});

export function userRoutes(deps: AdminDeps): Hono<AdminEnv> {
  const app = new Hono<AdminEnv>();
  const { minLength, maxLength } = deps.config.username;
  const createBody = z
    .object({
      id: z.uuid().optional(),
      emails: z
        .array(
          z.object({
            address: z.string().trim().max(deps.config.email.maxLength).pipe(z.email()),
            is_primary: z.boolean().default(false),
            is_verified: z.boolean().default(false),
          }),
        )
        .default([]),
      username: z.string().trim().min(minLength).max(maxLength).optional(),
      created_at: z.iso.datetime({ offset: true }).optional(),
    })
    .refine((body) => body.emails.length > 0 || body.username !== undefined, {
      message: "at least one of emails and username must be set",
      path: ["emails"],
    })
    .refine(
      (body) =>
        body.emails.length === 0 || body.emails.filter((email) => email.is_primary).length === 1,
      { message: "exactly one primary email must be provided", path: ["emails"] },
    )
    .refine(
      (body) =>
        new Set(body.emails.map((email) => email.address.toLowerCase())).size ===
        body.emails.length,
      { message: "email addresses must be unique", path: ["emails"] },
    );

  app.get("/users", async (c) => {
    const query = listQuery.safeParse(c.req.query());
    if (!query.success) return adminError(c, 400, queryProblem(query.error));
    const paging = readPaging(c);
    if (paging instanceof Response) return paging;
    const { users, total } = await listUsers(
      deps.db,
      {
        email: query.data.email?.toLowerCase(),
        username: query.data.username?.toLowerCase(),
        ids: query.data.user_id,
        sortDirection: query.data.sort_direction,
      },
      paging,
    );
    setPagingHeaders(c, paging, total);
    return c.json(await loadAdminUsers(deps.db, users));
  });

  app.get("/users/:id", async (c) => {
    const id = uuidParam(c, "id");
    if (id instanceof Response) return id;
    const user = await loadAdminUser(deps.db, id);
    return user ? c.json(user) : adminError(c, 404, "user not found");
  });

  app.post("/users", async (c) => {
    const body = await readAdminBody(c, createBody);
    if (body instanceof Response) return body;
    const id = body.id ?? crypto.randomUUID();
    const created = await createAdminUser(
      deps.db,
      {
        id,
        emails: body.emails.map((email) => ({
          address: email.address,
          isPrimary: email.is_primary,
          isVerified: email.is_verified,
        })),
        username: body.username,
        createdAt: body.created_at && new Date(body.created_at).toISOString(),
      },
      deps.clock.now().toISOString(),
    );
    if (!created.ok) return adminError(c, 409, CONFLICTS[created.conflict]);
    await recordAdminChange(deps, c.get("adminRequest"), { userId: id, type: "user_created" });
    return c.json(await loadAdminUser(deps.db, id));
  });

  app.delete("/users/:id", async (c) => {
    const id = uuidParam(c, "id");
    if (id instanceof Response) return id;
    const user = await deps.users.findById(id);
    if (user === undefined) return adminError(c, 404, "user not found");
    // Read before the addresses go with the user: the entry and the last mail name it.
    const primary = (await deps.users.emails(id)).find((email) => email.primary)?.address;
    await deps.users.remove(id);
    await recordAdminChange(deps, c.get("adminRequest"), {
      userId: id,
      type: "user_deleted",
      email: primary,
      notify: { template: "account_delete", data: {} },
      notifyTo: primary,
    });
    return c.body(null, 204);
  });

  return app;
}

function queryProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  return `invalid query parameter${issue ? `: ${issue.path.join(".")}` : ""}`;
}

const idParameter = pathParameter("id", "The user's ID.", "uuid");

export const userPaths: OpenApiPaths = {
  "/users": {
    get: {
      summary: "List users",
      operationId: "listUsers",
      tags: ["Users"],
      parameters: [
        ...PAGING_PARAMETERS,
        queryParameter("email", "A part of any of the user's addresses.", { type: "string" }),
        queryParameter("username", "A part of the username.", { type: "string" }),
        queryParameter("user_id", "Comma-separated user IDs.", { type: "string" }),
        queryParameter("sort_direction", "By creation time.", {
          type: "string",
          enum: ["asc", "desc"],
          default: "desc",
        }),
      ],
      responses: {
        "200": {
          description: "One page of users.",
          headers: PAGING_HEADERS,
          content: jsonContent({ type: "array", items: schemaRef("User") }),
        },
        "400": errorResponse("A query parameter is malformed."),
      },
    },
    post: {
      summary: "Create a user",
      operationId: "createUser",
      tags: ["Users"],
      requestBody: { required: true, content: jsonContent(schemaRef("CreateUser")) },
      responses: {
        "200": jsonResponse("The user created.", schemaRef("User")),
        "400": errorResponse("The body is malformed or invalid."),
        "409": errorResponse("The ID, an address or the username is taken."),
      },
    },
  },
  "/users/{id}": {
    get: {
      summary: "Get a user",
      operationId: "getUser",
      tags: ["Users"],
      parameters: [idParameter],
      responses: {
        "200": jsonResponse("The user.", schemaRef("User")),
        "400": errorResponse("The ID is not a UUID."),
        "404": errorResponse("No such user."),
      },
    },
    delete: {
      summary: "Delete a user",
      description:
        "As the profile's account deletion: addresses, password, credentials and sessions go " +
        "with the user, and the account deletion mail goes to the primary address.",
      operationId: "deleteUser",
      tags: ["Users"],
      parameters: [idParameter],
      responses: {
        "204": noContent,
        "400": errorResponse("The ID is not a UUID."),
        "404": errorResponse("No such user."),
      },
    },
  },
};
