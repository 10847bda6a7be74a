// The `?error=` of a return from a provider or SAML IdP (flow-api §4.3) as the translation key
// of the widget's messages (product spec §8, third-party return mapping). Pure.
import type { RedirectErrorCode } from "@kretsbutiken/flow-protocol";
import type { HankoErrorCode } from "../errors.ts";

/** The OAuth error a provider sends when the user cancels (RFC 6749 §4.1.2.1). */
export const ACCESS_DENIED = "access_denied";

type KeyTable = { readonly [code in RedirectErrorCode | typeof ACCESS_DENIED]?: HankoErrorCode };

const THIRD_PARTY_KEYS: KeyTable = {
  [ACCESS_DENIED]: "thirdPartyAccessDenied",
  user_conflict: "emailAddressAlreadyExistsError",
  multiple_accounts: "thirdPartyMultipleAccounts",
  unverified_email: "thirdPartyUnverifiedEmail",
  email_maxnum: "maxNumOfEmailAddressesReached",
  signup_disabled: "signupDisabled",
};

/**
 * The 1.x EnterpriseClient's keys (spec §8: enterprise sign-in has its own for access denied,
 * multiple accounts and unverified email). 1.x predates `signup_disabled`; we map it as above.
 */
const ENTERPRISE_KEYS: KeyTable = {
  ...THIRD_PARTY_KEYS,
  [ACCESS_DENIED]: "enterpriseAccessDenied",
  multiple_accounts: "enterpriseMultipleAccounts",
  unverified_email: "enterpriseUnverifiedEmail",
};

function keyIn(table: KeyTable, code: string): HankoErrorCode {
  // The code comes from the address: only own keys, never `toString` and friends.
  if (!Object.hasOwn(table, code)) return "somethingWentWrong";
  return (table as Record<string, HankoErrorCode>)[code] ?? "somethingWentWrong";
}

export function thirdPartyErrorKey(code: string): HankoErrorCode {
  return keyIn(THIRD_PARTY_KEYS, code);
}

export function enterpriseErrorKey(code: string): HankoErrorCode {
  return keyIn(ENTERPRISE_KEYS, code);
}
