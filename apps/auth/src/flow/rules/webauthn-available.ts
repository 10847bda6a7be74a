// Whether the browser said it can run WebAuthn ceremonies (register_client_capabilities): part
// of the condition of every WebAuthn action, whatever else each one needs.
import type { StashReader } from "../engine/stash.ts";
import type { AuthStash } from "../flows/auth-stash.ts";

export const webauthnAvailable = ({ stash }: { stash: StashReader<AuthStash> }): boolean =>
  stash.get("webauthn_available") === true;
