// A user's three metadata objects as Hanko's admin API shows them (backend/dto/admin/
// metadata.go): public (the admin's, readable by the user), private (the admin's alone) and
// unsafe (the user's own, from the profile's patch_metadata). An empty object is not shown;
// with none set there is no metadata at all.
import type { UsersTable } from "../../db/schema.ts";
import { isJsonObject, type JsonObject } from "../../flow/profile/merge-patch.ts";

export const METADATA_KINDS = ["public_metadata", "private_metadata", "unsafe_metadata"] as const;
export type MetadataKind = (typeof METADATA_KINDS)[number];

export type AdminMetadata = Partial<Record<MetadataKind, JsonObject>>;

type MetadataColumns = Pick<UsersTable, MetadataKind>;

export function adminMetadataOf(user: MetadataColumns): AdminMetadata | undefined {
  const metadata: AdminMetadata = {};
  for (const kind of METADATA_KINDS) {
    const value = parsedObject(user[kind] ?? null);
    if (value !== undefined) metadata[kind] = value;
  }
  return Object.keys(metadata).length > 0 ? metadata : undefined;
}

/** The stored text as an object; undefined when unset, empty or not an object. */
function parsedObject(stored: string | null): JsonObject | undefined {
  if (stored === null) return undefined;
  const parsed: unknown = JSON.parse(stored);
  return isJsonObject(parsed) && Object.keys(parsed).length > 0 ? parsed : undefined;
}
