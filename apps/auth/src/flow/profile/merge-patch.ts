// JSON Merge Patch (RFC 7386) for the profile's `patch_metadata` (flow-api.md §2.7): members
// of the patch replace the target's, a `null` member removes one, objects merge recursively.
export type JsonObject = { [key: string]: unknown };

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function mergePatch(target: JsonObject, patch: JsonObject): JsonObject {
  const result: JsonObject = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else if (isJsonObject(value)) {
      const current = result[key];
      result[key] = mergePatch(isJsonObject(current) ? current : {}, value);
    } else result[key] = value;
  }
  return result;
}
