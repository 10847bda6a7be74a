// The mail part's one error. Callers branch on `code`: flows treat a failed passcode mail as a
// technical error, while security notifications are best-effort (flow-api.md §7.2: "send
// failures are ignored by callers"), so those callers catch and log.
import { AuthError } from "../auth-error.ts";

export type MailErrorCode =
  /** A template was asked for without the data it shows (a programming error). */
  | "mail_template_data_missing"
  /** The SMTP server could not be reached or refused the message; `cause` has the details. */
  | "mail_delivery_failed";

export class MailError extends AuthError<MailErrorCode> {}
