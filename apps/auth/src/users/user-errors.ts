// The users module's one base error. Expected outcomes (address taken, limit reached) are
// result values; this is for states a caller should have ruled out first.
export type UserStoreErrorCode = "email_owned_by_other_user";

export class UserStoreError extends Error {
  readonly code: UserStoreErrorCode;

  constructor(code: UserStoreErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "UserStoreError";
    this.code = code;
  }
}
