// Translates what a failed WebAuthn ceremony throws (a DOMException by name) into the SDK's
// errors. Pure.
import {
  HankoError,
  TechnicalError,
  UserVerificationError,
  WebauthnRequestCancelledError,
} from "../errors.ts";

export function webauthnError(error: unknown): HankoError {
  if (error instanceof HankoError) return error;
  const name = typeof error === "object" && error !== null && "name" in error ? error.name : "";
  switch (name) {
    // The user closed the dialog, the timeout ran out, or another ceremony aborted this one.
    case "NotAllowedError":
    case "AbortError":
      return new WebauthnRequestCancelledError(error);
    // The authenticator cannot verify the user as the options require.
    case "ConstraintError":
      return new UserVerificationError(error);
    default:
      return new TechnicalError(error);
  }
}
