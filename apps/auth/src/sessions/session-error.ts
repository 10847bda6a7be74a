// The sessions module's one base error, for states that should never happen at run time.
// Expected outcomes (an invalid or revoked token) are `undefined` results, not errors.
export type SessionErrorCode = "signing_key_missing" | "user_missing";

export class SessionError extends Error {
  readonly code: SessionErrorCode;

  constructor(code: SessionErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "SessionError";
    this.code = code;
  }
}
