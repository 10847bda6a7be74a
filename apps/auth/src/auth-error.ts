// The auth server's one error base, in the manner of jose's JOSEError: every module's error is
// a subclass with its own union of codes, so a caller narrows with `instanceof` and then
// switches on a typed `code`. Errors are for states that should not happen or that a layer
// above turns into an answer (HttpError); expected outcomes are result values.
export abstract class AuthError<Code extends string> extends Error {
  readonly code: Code;

  constructor(code: Code, message?: string, options?: ErrorOptions) {
    super(message ?? code, options);
    this.name = new.target.name;
    this.code = code;
  }
}
