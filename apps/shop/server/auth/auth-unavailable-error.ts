/** The sign-in provider did not answer, or answered nonsense: the visitor counts as signed out. */
export class AuthUnavailableError extends Error {
  readonly code = "AUTH_UNAVAILABLE";

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AuthUnavailableError";
  }
}
