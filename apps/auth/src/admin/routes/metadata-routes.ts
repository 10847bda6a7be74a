// A user's metadata through the admin API, on Hanko's wire (backend/handler/metadata_admin.go,
// backend/dto/admin/metadata.go): GET answers the public, private and unsafe objects (204 when
// none is set); PATCH applies a JSON merge patch (RFC 7386) to `{public_metadata,
// private_metadata, unsafe_metadata}`: each member an object to merge or null to remove it, an
// empty object changing nothing, and a `null` body clearing all three. Each object may take at
// most 3000 characters as JSON (Hanko's limit; the profile's patch_metadata has the same), 400
// beyond. A change is audited (user_metadata_changed); the profile sends no mail for metadata.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { isJsonObject, mergePatch } from "../../flow/profile/merge-patch.ts";
import { recordAdminChange } from "../admin-change.ts";
import type { AdminDeps, AdminEnv, OpenApiPaths } from "../admin-env.ts";
import { adminError } from "../admin-error.ts";
import { adminMetadataOf, METADATA_KINDS, type AdminMetadata } from "../users/admin-metadata.ts";
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

export const MAX_METADATA_CHARS = 3000;

const member = z.union([z.record(z.string(), z.unknown()), z.null()]).optional();
const patchBody = z.union([
  z.null(),
  z.object({ public_metadata: member, private_metadata: member, unsafe_metadata: member }),
]);

export function metadataRoutes(deps: AdminDeps): Hono<AdminEnv> {
  const app = new Hono<AdminEnv>();

  const userRow = async (c: Context) => {
    const id = uuidParam(c, "id");
    if (id instanceof Response) return id;
    const user = await deps.db
      .selectFrom("users")
      .select(["id", ...METADATA_KINDS])
      .where("id", "=", id)
      .executeTakeFirst();
    return user ?? adminError(c, 404, "user not found");
  };

  app.get("/users/:id/metadata", async (c) => {
    const user = await userRow(c);
    if (user instanceof Response) return user;
    return answer(c, adminMetadataOf(user));
  });

  app.patch("/users/:id/metadata", async (c) => {
    const user = await userRow(c);
    if (user instanceof Response) return user;
    const patch = await readAdminBody(c, patchBody);
    if (patch instanceof Response) return patch;
    const current = adminMetadataOf(user) ?? {};
    // A member set to `{}` changes nothing, as in Hanko: merged, it leaves an object as it was,
    // and an empty object is stored as none.
    const patched: AdminMetadata = patch === null ? {} : mergePatch(current, patch);
    const stored = Object.fromEntries(
      METADATA_KINDS.map((kind) => {
        const value = patched[kind];
        return [
          kind,
          isJsonObject(value) && Object.keys(value).length > 0 ? JSON.stringify(value) : null,
        ];
      }),
    ) as Record<(typeof METADATA_KINDS)[number], string | null>;
    const tooLong = METADATA_KINDS.find((kind) => (stored[kind]?.length ?? 0) > MAX_METADATA_CHARS);
    if (tooLong !== undefined) {
      return adminError(c, 400, `${tooLong} must not exceed ${MAX_METADATA_CHARS} characters`);
    }
    await deps.db
      .updateTable("users")
      .set({ ...stored, updated_at: deps.clock.now().toISOString() })
      .where("id", "=", user.id)
      .execute();
    await recordAdminChange(deps, c.get("adminRequest"), {
      userId: user.id,
      type: "user_metadata_changed",
      details: { cleared: patch === null },
    });
    return answer(c, adminMetadataOf(stored));
  });

  return app;
}

function answer(c: Context, metadata: AdminMetadata | undefined): Response {
  return metadata === undefined ? c.body(null, 204) : c.json(metadata);
}

const idParameter = pathParameter("id", "The user's ID.", "uuid");
const userErrors = {
  "400": errorResponse("The ID is not a UUID, or the body is malformed or too large."),
  "404": errorResponse("No such user."),
};

export const metadataPaths: OpenApiPaths = {
  "/users/{id}/metadata": {
    get: {
      summary: "Get a user's metadata",
      operationId: "getUserMetadata",
      tags: ["Metadata"],
      parameters: [idParameter],
      responses: {
        "200": jsonResponse("The metadata set.", schemaRef("Metadata")),
        "204": { description: "No metadata is set." },
        ...userErrors,
      },
    },
    patch: {
      summary: "Patch a user's metadata",
      description:
        "A JSON merge patch (RFC 7386) of public_metadata, private_metadata and " +
        "unsafe_metadata; null as the whole body clears all three. Each object may take at " +
        `most ${MAX_METADATA_CHARS} characters as JSON.`,
      operationId: "patchUserMetadata",
      tags: ["Metadata"],
      parameters: [idParameter],
      requestBody: {
        required: true,
        content: jsonContent({
          oneOf: [schemaRef("Metadata"), { type: "null" }],
        }),
      },
      responses: {
        "200": jsonResponse("The metadata after the patch.", schemaRef("Metadata")),
        "204": noContent,
        ...userErrors,
      },
    },
  },
};
