// After the login's `onboarding_verify_passkey_attestation` (flow-api.md §2.5): the passkey
// made during this login is stored at once, so it works even if the flow is left unfinished.
import type { AuthHook } from "../flows/flow-deps.ts";
import { storeStagedCredentials } from "../rules/store-staged-credentials.ts";

export const persistStagedCredentials: AuthHook = {
  name: "persist-staged-credentials",
  async run(ctx) {
    await storeStagedCredentials(ctx);
  },
};
