import { allowsPreferences, type ConsentChoice } from "../../domain/preferences/consent.ts";

const KEY = "newsletterPromptSeen";

/**
 * "Once per visitor" needs memory on the device. With consent to preferences it is kept in
 * local storage; without, only for the browser session (session storage), like the other
 * preferences (see preferences/preference-cookie.ts).
 */
export function hasSeenPrompt(): boolean {
  try {
    return localStorage.getItem(KEY) !== null || sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

export function markPromptSeen(consent: ConsentChoice | undefined): void {
  try {
    (allowsPreferences(consent) ? localStorage : sessionStorage).setItem(KEY, "1");
  } catch {
    // Storage disabled: the prompt may show again, which is harmless.
  }
}
