// The profile's own states; `passcode_confirmation` (adding or verifying an address) and the
// error screen are shared with login and registration.
import type { ScreenRegistry } from "./screen-registry.ts";
import { AccountDeleted } from "./account-deleted.tsx";
import { ProfileInit } from "./profile/profile-init.tsx";

export const PROFILE_SCREENS = {
  profile_init: ProfileInit,
  account_deleted: AccountDeleted,
} as const satisfies ScreenRegistry;
