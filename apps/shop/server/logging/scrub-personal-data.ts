// The last filter before a log line leaves the process: e-mail addresses are the personal data
// most likely to slip into a message (a mail server's refusal names the recipient, a database
// error quotes the row). Names, street addresses and session tokens are never put in a log line
// in the first place; an address is recognisable enough to be caught here as well.

const EMAIL_ADDRESS = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;

export const SCRUBBED_EMAIL = "[e-mail]";

/** The text with every e-mail address replaced by SCRUBBED_EMAIL. */
export function scrubPersonalData(text: string): string {
  return text.replace(EMAIL_ADDRESS, SCRUBBED_EMAIL);
}
