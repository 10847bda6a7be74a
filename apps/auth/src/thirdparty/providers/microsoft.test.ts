import { describe, expect, it } from "vitest";
import {
  isMicrosoftIssuer,
  MICROSOFT_CONSUMER_TENANT,
  microsoftIssuer,
  microsoftUser,
} from "./microsoft.ts";

const workTenant = "72f988bf-86f1-41af-91ab-2d7cd011db47";

// ID token payloads from the v2.0 `common` endpoint (after signature and aud checks).
const workAccount = {
  aud: "6731de76-14a6-49ae-97bc-6eba6914391e",
  iss: `https://login.microsoftonline.com/${workTenant}/v2.0`,
  iat: 1767225600,
  nbf: 1767225600,
  exp: 1767229500,
  name: "Jane Doe",
  oid: "00000000-0000-0000-66f3-3332eca7ea81",
  preferred_username: "jane.doe@contoso.example",
  sub: "AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ",
  tid: workTenant,
  upn: "jane.doe@contoso.example",
  email: "jane@contoso.example",
  ver: "2.0",
};

const personalAccount = {
  aud: "6731de76-14a6-49ae-97bc-6eba6914391e",
  iss: `https://login.microsoftonline.com/${MICROSOFT_CONSUMER_TENANT}/v2.0`,
  iat: 1767225600,
  nbf: 1767225600,
  exp: 1767229500,
  name: "Jane Doe",
  preferred_username: "jane.doe@outlook.com",
  email: "jane.doe@outlook.com",
  sub: "AAAAAAAAAAAAAAAAAAAAAE1lbbZ5cDw3KkhJyQ9ne0M",
  tid: MICROSOFT_CONSUMER_TENANT,
  ver: "2.0",
};

// A work account whose token has neither `email` nor `upn` (optional claims not configured).
const { upn: _upn, email: _email, ...workAccountWithoutAddress } = workAccount;

describe("microsoftIssuer / isMicrosoftIssuer", () => {
  it("builds the tenant's issuer", () => {
    expect(microsoftIssuer(workTenant)).toBe(
      "https://login.microsoftonline.com/72f988bf-86f1-41af-91ab-2d7cd011db47/v2.0",
    );
  });

  it.each([
    ["common", "common"],
    ["organizations", "organizations"],
    ["an upper-case id", workTenant.toUpperCase()],
    ["a path", `${workTenant}/../evil`],
    ["a list holding an id", [workTenant]],
    ["missing", undefined],
  ])("has no issuer for %s", (_name, tid) => {
    expect(microsoftIssuer(tid)).toBeUndefined();
  });

  it.each([
    ["a work account's own tenant", workAccount, true],
    ["the consumer tenant", personalAccount, true],
    ["another tenant than tid", { ...workAccount, tid: MICROSOFT_CONSUMER_TENANT }, false],
    [
      "the {tenantid} template",
      { ...workAccount, iss: "https://login.microsoftonline.com/{tenantid}/v2.0" },
      false,
    ],
    [
      "the common endpoint as issuer",
      { ...workAccount, iss: "https://login.microsoftonline.com/common/v2.0" },
      false,
    ],
    ["a v1 issuer", { ...workAccount, iss: `https://sts.windows.net/${workTenant}/` }, false],
    [
      "a trailing slash",
      { ...workAccount, iss: `https://login.microsoftonline.com/${workTenant}/v2.0/` },
      false,
    ],
    [
      "another host",
      { ...workAccount, iss: `https://login.microsoftonline.com.evil.com/${workTenant}/v2.0` },
      false,
    ],
    ["no tid", { ...workAccount, tid: undefined }, false],
    ["neither tid nor iss", { ...workAccount, tid: undefined, iss: undefined }, false],
    ["a tid in a list", { ...workAccount, tid: [workTenant] }, false],
    ["not an object", "token", false],
  ])("%s: %s", (_name, claims, expected) => {
    expect(isMicrosoftIssuer(claims)).toBe(expected);
  });
});

describe("microsoftUser", () => {
  it("takes a work account's UPN as its verified address, as Hanko does", () => {
    expect(microsoftUser(workAccount)).toStrictEqual({
      id: "AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ",
      email: "jane.doe@contoso.example",
      emailVerified: true,
      name: "Jane Doe",
    });
  });

  it("takes a personal account's email claim as verified only when xms_edov proves it", () => {
    expect(microsoftUser({ ...personalAccount, xms_edov: true })).toMatchObject({
      email: "jane.doe@outlook.com",
      emailVerified: true,
    });
    // Without the claim (the app has not configured it) nothing proves the address.
    expect(microsoftUser(personalAccount)).toMatchObject({
      email: "jane.doe@outlook.com",
      emailVerified: false,
    });
  });

  it.each([
    [true, true],
    ["1", true],
    ["true", true],
    [1, true],
    [false, false],
    ["0", false],
    ["false", false],
    [null, false],
    [undefined, false],
    [0, false],
    ["yes", false],
    ["TRUE", false],
    [{}, false],
    [[true], false],
  ])("reads xms_edov %j as verified: %s", (edov, expected) => {
    const { upn: _, ...claims } = { ...workAccount, xms_edov: edov };
    expect(microsoftUser(claims)).toMatchObject({
      email: "jane@contoso.example",
      emailVerified: expected,
    });
  });

  it("never takes preferred_username as an address", () => {
    expect(microsoftUser(workAccountWithoutAddress)).toStrictEqual({
      id: workAccount.sub,
      emailVerified: false,
      name: "Jane Doe",
    });
  });

  it("falls back to the email claim when the UPN is not an address", () => {
    const claims = { ...workAccount, upn: "jdoe", xms_edov: false };
    expect(microsoftUser(claims)).toMatchObject({
      email: "jane@contoso.example",
      emailVerified: false,
    });
  });

  it.each([
    ["no subject", { ...workAccount, sub: "" }],
    ["not an object", ["claims"]],
  ])("answers undefined for %s", (_name, claims) => {
    expect(microsoftUser(claims)).toBeUndefined();
  });
});
