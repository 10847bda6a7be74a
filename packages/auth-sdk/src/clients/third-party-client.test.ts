import { describe, expect, it } from "vitest";
import { ThirdPartyError } from "../errors.ts";
import { Hanko } from "../hanko.ts";
import { fakePlatform } from "../testing/fake-platform.ts";

const API = "https://auth.example";

function setup(href?: string) {
  const platform = fakePlatform(href === undefined ? {} : { href });
  return { platform, thirdParty: new Hanko(API, { platform }).thirdParty };
}

describe("ThirdPartyClient.auth (/thirdparty/auth, flow-api Appendix A)", () => {
  it("sends the browser to the provider's start with provider and redirect_to", async () => {
    const { platform, thirdParty } = setup();
    await thirdParty.auth("custom_krets id", "https://shop.example/login");
    expect(platform.navigations).toEqual([
      `${API}/thirdparty/auth?provider=custom_krets+id&redirect_to=https%3A%2F%2Fshop.example%2Flogin`,
    ]);
    expect(platform.requests).toEqual([]);
  });

  it.each([
    ["", "https://shop.example/"],
    ["google", ""],
  ])("rejects with a ThirdPartyError for provider %j and target %j", async (provider, target) => {
    const { platform, thirdParty } = setup();
    const error = await thirdParty.auth(provider, target).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ThirdPartyError);
    expect((error as ThirdPartyError).code).toBe("somethingWentWrong");
    expect(platform.navigations).toEqual([]);
  });
});

describe("ThirdPartyClient.getError (product spec §8)", () => {
  it.each([
    ["access_denied", "thirdPartyAccessDenied"],
    ["user_conflict", "emailAddressAlreadyExistsError"],
    ["multiple_accounts", "thirdPartyMultipleAccounts"],
    ["unverified_email", "thirdPartyUnverifiedEmail"],
    ["email_maxnum", "maxNumOfEmailAddressesReached"],
    ["signup_disabled", "signupDisabled"],
    ["invalid_request", "somethingWentWrong"],
    ["hasOwnProperty", "somethingWentWrong"],
  ])("?error=%s → %s", (error, code) => {
    const { thirdParty } = setup(`https://shop.example/login?error=${error}`);
    const result = thirdParty.getError();
    expect(result).toBeInstanceOf(ThirdPartyError);
    expect(result?.code).toBe(code);
    expect((result?.cause as Error).message).toBe(error);
  });

  it("is undefined without ?error= or with an empty one", () => {
    expect(setup("https://shop.example/").thirdParty.getError()).toBeUndefined();
    expect(setup("https://shop.example/?error=").thirdParty.getError()).toBeUndefined();
  });
});
