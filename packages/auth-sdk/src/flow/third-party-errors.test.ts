import { describe, expect, it } from "vitest";
import { enterpriseErrorKey, thirdPartyErrorKey } from "./third-party-errors.ts";

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

describe("enterpriseErrorKey (1.x EnterpriseClient, spec §8 own enterprise keys)", () => {
  it.each([
    ["access_denied", "enterpriseAccessDenied"],
    ["user_conflict", "emailAddressAlreadyExistsError"],
    ["multiple_accounts", "enterpriseMultipleAccounts"],
    ["unverified_email", "enterpriseUnverifiedEmail"],
    ["email_maxnum", "maxNumOfEmailAddressesReached"],
    ["signup_disabled", "signupDisabled"],
    ["server_error", "somethingWentWrong"],
    ["__proto__", "somethingWentWrong"],
  ])("%s → %s", (code, key) => {
    expect(enterpriseErrorKey(code)).toBe(key);
  });
});
