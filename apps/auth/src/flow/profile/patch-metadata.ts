// The profile's `patch_metadata` (flow-api.md §2.7): a JSON object applied to the user's
// unsafe metadata as a merge patch, or the string "null" to clear it. Anything else, JSON
// `null` included, and a result longer than 3000 characters, is `invalid_metadata_error`.
import type { AuthAction } from "../flows/flow-deps.ts";
import { isJsonObject, mergePatch } from "./merge-patch.ts";
import { profileUser } from "./profile-user.ts";

const MAX_METADATA_CHARS = 3000;

export const patchMetadata: AuthAction = {
  name: "patch_metadata",
  async execute(ctx) {
    const user = profileUser(ctx);
    let patch = ctx.input.raw("patch_metadata");
    if (typeof patch === "string" && patch !== "null") {
      try {
        patch = JSON.parse(patch) as unknown;
      } catch {
        patch = undefined;
      }
    }
    const invalid = () => {
      ctx.setInputError("patch_metadata", "invalid_metadata_error");
      return ctx.error("form_data_invalid_error");
    };
    if (patch === "null") {
      await ctx.deps.users.setUnsafeMetadata(user.id, {});
      return ctx.continue("profile_init");
    }
    if (!isJsonObject(patch)) return invalid();
    const merged = mergePatch(await ctx.deps.users.unsafeMetadata(user.id), patch);
    if (JSON.stringify(merged).length > MAX_METADATA_CHARS) return invalid();
    await ctx.deps.users.setUnsafeMetadata(user.id, merged);
    return ctx.continue("profile_init");
  },
};
