// The users module's one base error. Expected outcomes (address taken, limit reached) are
// result values; this is for states a caller should have ruled out first.
import { AuthError } from "../auth-error.ts";

export type UserStoreErrorCode = "email_owned_by_other_user";

export class UserStoreError extends AuthError<UserStoreErrorCode> {}
