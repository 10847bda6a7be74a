import { describe, expect, it } from "vitest";
import {
  EnterpriseEmailError,
  ForbiddenError,
  HttpError,
  NotFoundError,
  ThirdPartyError,
} from "../errors.ts";
import { Hanko } from "../hanko.ts";
import { fakePlatform, json } from "../testing/fake-platform.ts";

const API = "https://auth.example/tenant-1";

function setup(href?: string) {
  const platform = fakePlatform(href === undefined ? {} : { href });
  return { platform, enterprise: new Hanko(API, { platform }).enterprise };
}

const BAD_EMAILS = ["anna", "anna@", "anna@ ", "anna@a@b.se", ""];

describe("EnterpriseClient.hasProvider (GET /saml/provider)", () => {
  it("asks for the address's domain and resolves true on 200", async () => {
    const { platform, enterprise } = setup();
    platform.route(() => json({}));
    await expect(enterprise.hasProvider("anna@krets butiken.se")).resolves.toBe(true);
    expect(platform.requests.map((r) => [r.method, r.url])).toEqual([
      ["GET", `${API}/saml/provider?domain=krets+butiken.se`],
    ]);
  });

  it.each([
    [404, NotFoundError],
    [403, ForbiddenError],
    [500, HttpError],
  ])("HTTP %i (no provider on 404, as in 1.x) → %o", async (status, errorClass) => {
    const { platform, enterprise } = setup();
    platform.route(() => json({ code: status, message: "x" }, { status }));
    await expect(enterprise.hasProvider("anna@example.se")).rejects.toBeInstanceOf(errorClass);
  });

  it.each(BAD_EMAILS)("%j: EnterpriseEmailError, no request", async (email) => {
    const { platform, enterprise } = setup();
    const error = await enterprise.hasProvider(email).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EnterpriseEmailError);
    expect(error).toBeInstanceOf(ThirdPartyError);
    expect((error as EnterpriseEmailError).code).toBe("somethingWentWrong");
    expect(platform.requests).toEqual([]);
  });
});

describe("EnterpriseClient.auth (/saml/auth)", () => {
  it("sends the browser to /saml/auth with domain and redirect_to, below the API's path", () => {
    const { platform, enterprise } = setup();
    enterprise.auth("anna@kretsbutiken.se", "https://shop.example/konto?x=1");
    expect(platform.navigations).toEqual([
      `${API}/saml/auth?domain=kretsbutiken.se&redirect_to=https%3A%2F%2Fshop.example%2Fkonto%3Fx%3D1`,
    ]);
    expect(platform.requests).toEqual([]);
  });

  it.each(BAD_EMAILS)("%j: EnterpriseEmailError, no navigation", (email) => {
    const { platform, enterprise } = setup();
    expect(() => enterprise.auth(email, "https://shop.example/")).toThrow(EnterpriseEmailError);
    expect(platform.navigations).toEqual([]);
  });

  it("needs a redirect target (spec §5)", () => {
    const { platform, enterprise } = setup();
    expect(() => enterprise.auth("anna@kretsbutiken.se", "")).toThrow(ThirdPartyError);
    expect(platform.navigations).toEqual([]);
  });
});

describe("EnterpriseClient.getError", () => {
  it.each([
    ["access_denied", "enterpriseAccessDenied"],
    ["multiple_accounts", "enterpriseMultipleAccounts"],
    ["unverified_email", "enterpriseUnverifiedEmail"],
    ["user_conflict", "emailAddressAlreadyExistsError"],
    ["email_maxnum", "maxNumOfEmailAddressesReached"],
    ["signup_disabled", "signupDisabled"],
    ["server_error", "somethingWentWrong"],
  ])("?error=%s → %s, the description as cause", (error, code) => {
    const { enterprise } = setup(`https://shop.example/?error=${error}&error_description=why`);
    const result = enterprise.getError();
    expect(result).toBeInstanceOf(ThirdPartyError);
    expect(result?.code).toBe(code);
    expect((result?.cause as Error).message).toBe("why");
  });

  it("is undefined without ?error=", () => {
    expect(setup("https://shop.example/?x=1").enterprise.getError()).toBeUndefined();
  });
});
