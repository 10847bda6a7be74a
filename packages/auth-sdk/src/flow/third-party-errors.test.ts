import { describe, expect, it } from "vitest";
import { thirdPartyErrorKey } from "./third-party-errors.ts";

describe("thirdPartyErrorKey (product spec §8)", () => {
  it.each([
    ["access_denied", "thirdPartyAccessDenied"],
    ["user_conflict", "emailAddressAlreadyExistsError"],
    ["multiple_accounts", "thirdPartyMultipleAccounts"],
    ["unverified_email", "thirdPartyUnverifiedEmail"],
    ["email_maxnum", "maxNumOfEmailAddressesReached"],
    ["signup_disabled", "signupDisabled"],
    ["server_error", "somethingWentWrong"],
    ["invalid_request", "somethingWentWrong"],
    ["toString", "somethingWentWrong"],
  ])("%s → %s", (code, key) => {
    expect(thirdPartyErrorKey(code)).toBe(key);
  });
});
