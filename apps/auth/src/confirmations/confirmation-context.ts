// Who asks and with what: what every confirmation use case is handed by the route.
import type { AuthDeps, ClientInfo } from "../services.ts";

export interface ConfirmationContext {
  deps: AuthDeps;
  client: ClientInfo;
  /** The signed-in user (the session's). */
  userId: string;
}

/** A confirmation lives 5 minutes until confirmed; its token then 2 more. */
export const CONFIRMATION_TTL_MS = 5 * 60 * 1000;
export const CONFIRMATION_TOKEN_TTL_MS = 2 * 60 * 1000;
