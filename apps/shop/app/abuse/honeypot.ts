// The honeypot of the public forms (honeypot-field.tsx): a field people never see nor reach,
// which the simplest bots fill in like every other. A form that comes back with it filled is
// answered as if it had worked, and nothing is done, so the bot learns nothing.

/** Named like a field a bot wants to fill, and like none a browser's autofill knows. */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value.trim() !== "" : value !== null;
}
