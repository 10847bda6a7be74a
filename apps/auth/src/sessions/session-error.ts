// The sessions module's one base error, for states that should never happen at run time.
// Expected outcomes (an invalid or revoked token) are `undefined` results, not errors.
import { AuthError } from "../auth-error.ts";

export type SessionErrorCode = "signing_key_missing" | "user_missing";

export class SessionError extends AuthError<SessionErrorCode> {}
