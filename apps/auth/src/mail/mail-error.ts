// The mail part's one error. Callers branch on `code`: flows treat a failed passcode mail as a
// technical error, while security notifications are best-effort (flow-api.md §7.2: "send
// failures are ignored by callers"), so those callers catch and log.
export type MailErrorCode =
  /** A template was asked for without the data it shows (a programming error). */
  | "mail_template_data_missing"
  /** The SMTP server could not be reached or refused the message; `cause` has the details. */
  | "mail_delivery_failed";

export class MailError extends Error {
  readonly code: MailErrorCode;

  constructor(code: MailErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "MailError";
    this.code = code;
  }
}
