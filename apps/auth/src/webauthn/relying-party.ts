// Who the WebAuthn ceremonies are for (flow-api.md §5.1 `webauthn.relying_party`): the RP id
// credentials are scoped to, its display name, the origins a ceremony may run on, and how long
// the browser may take.
import type { AuthConfig } from "../config/config.ts";

export interface RelyingParty {
  id: string;
  name: string;
  /** Origins the browser may run the ceremony on (the pages the widget is on). */
  origins: string[];
  timeoutMs: number;
}

export type UserVerification = "required" | "preferred" | "discouraged";

export function relyingParty(config: AuthConfig): RelyingParty {
  return {
    id: config.rpId,
    name: config.serviceName,
    origins: config.allowedOrigins,
    timeoutMs: config.passkeys.timeoutMs,
  };
}
