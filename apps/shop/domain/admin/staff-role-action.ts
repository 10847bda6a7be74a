// Giving someone an admin role is confirmed with the owner's passkey or a mailed code
// (docs/decisions/0070). The browser makes the confirmed action from the form's fields and the
// server from the posted ones, both through this function, so the two hash alike.
import { RISKY_ACTIONS, type RiskyAction } from "../confirmations/risky-action.ts";

/** An account is known by its address, compared trimmed and in lower case. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a (normalised) address can be given a role at all. */
export const isStaffEmail = (email: string) => EMAIL.test(email) && email.length <= 254;

export function staffRoleAction(email: string, role: string): RiskyAction {
  return { action: RISKY_ACTIONS.staffRoleAdd, details: { email: normalEmail(email), role } };
}

/**
 * Whether a staff form is worth confirming: an address the server refuses anyway posts without,
 * so its error shows beside the field and no confirmation is used on it.
 */
export function staffFormNeedsConfirming(form: HTMLFormElement): boolean {
  const email = new FormData(form).get("email");
  return typeof email === "string" && isStaffEmail(normalEmail(email));
}

/** The same from a posted (or about to be posted) staff form. */
export function staffRoleActionOf(form: FormData): RiskyAction {
  const email = form.get("email");
  const role = form.get("role");
  return staffRoleAction(
    typeof email === "string" ? email : "",
    typeof role === "string" ? role : "",
  );
}
