// The `?error=` of a return from a provider or SAML IdP (flow-api §4.3) as the translation key
// of the widget's messages (product spec §8, third-party return mapping). Pure.
import type { RedirectErrorCode } from "@kretsbutiken/flow-protocol";
import type { HankoErrorCode } from "../errors.ts";

/** The OAuth error a provider sends when the user cancels (RFC 6749 §4.1.2.1). */
export const ACCESS_DENIED = "access_denied";

const KEYS: {
  readonly [code in RedirectErrorCode | typeof ACCESS_DENIED]?: HankoErrorCode;
} = {
  [ACCESS_DENIED]: "thirdPartyAccessDenied",
  user_conflict: "emailAddressAlreadyExistsError",
  multiple_accounts: "thirdPartyMultipleAccounts",
  unverified_email: "thirdPartyUnverifiedEmail",
  email_maxnum: "maxNumOfEmailAddressesReached",
  signup_disabled: "signupDisabled",
};

export function thirdPartyErrorKey(code: string): HankoErrorCode {
  // The code comes from the address: only own keys, never `toString` and friends.
  if (!Object.hasOwn(KEYS, code)) return "somethingWentWrong";
  return (KEYS as Record<string, HankoErrorCode>)[code] ?? "somethingWentWrong";
}
