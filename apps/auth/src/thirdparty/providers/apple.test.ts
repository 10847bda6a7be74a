import { describe, expect, it } from "vitest";
import { appleUser, appleUserName, isApplePrivateRelayEmail } from "./apple.ts";

// ID token payloads as Apple issues them (after signature, iss and aud checks).
const tokenWithAddress = {
  iss: "https://appleid.apple.com",
  aud: "se.kretsbutiken.signin",
  exp: 1767312000,
  iat: 1767225600,
  sub: "001234.5f2d0c8c1a6b4e4f9d8e7c6b5a493827.1042",
  c_hash: "Sm9sM2h3S2Vq",
  email: "jane.doe@icloud.com",
  email_verified: "true",
  auth_time: 1767225590,
  nonce_supported: true,
};

const tokenWithRelay = {
  ...tokenWithAddress,
  email: "k7x2mq9p4d@privaterelay.appleid.com",
  email_verified: true,
  is_private_email: "true",
};

// The `user` form field of the first authorization.
const firstLoginUserField = JSON.stringify({
  name: { firstName: "Jane", lastName: "Doe" },
  email: "jane.doe@icloud.com",
});

describe("appleUser", () => {
  it('reads the subject and a verified address sent as the string "true"', () => {
    expect(appleUser(tokenWithAddress)).toStrictEqual({
      id: "001234.5f2d0c8c1a6b4e4f9d8e7c6b5a493827.1042",
      email: "jane.doe@icloud.com",
      emailVerified: true,
    });
  });

  it("keeps a private relay address, verified", () => {
    expect(appleUser(tokenWithRelay)).toMatchObject({
      email: "k7x2mq9p4d@privaterelay.appleid.com",
      emailVerified: true,
    });
  });

  it("takes the name from the first login's user field", () => {
    expect(appleUser(tokenWithAddress, firstLoginUserField)?.name).toBe("Jane Doe");
  });

  it("never takes the address from the unsigned user field", () => {
    const forged = JSON.stringify({ name: { firstName: "Eve" }, email: "victim@example.com" });
    const user = appleUser({ ...tokenWithAddress, email: undefined }, forged);
    expect(user).toStrictEqual({
      id: tokenWithAddress.sub,
      emailVerified: false,
      name: "Eve",
    });
  });

  it.each([
    ["false", "false"],
    ["missing", undefined],
    ["a number", 1],
  ])("treats email_verified %s as unverified", (_name, value) => {
    expect(appleUser({ ...tokenWithAddress, email_verified: value })?.emailVerified).toBe(false);
  });

  it.each([
    ["no subject", { ...tokenWithAddress, sub: undefined }],
    ["not an object", "eyJhbGciOi..."],
    ["null", null],
  ])("answers undefined for %s", (_name, claims) => {
    expect(appleUser(claims)).toBeUndefined();
  });
});

describe("appleUserName", () => {
  it.each([
    [firstLoginUserField, "Jane Doe"],
    [JSON.stringify({ name: { firstName: "Jane" } }), "Jane"],
    [JSON.stringify({ name: { lastName: " Doe " } }), "Doe"],
    [JSON.stringify({ name: {} }), undefined],
    [JSON.stringify({ email: "jane@icloud.com" }), undefined],
    [JSON.stringify({ name: "Jane Doe" }), undefined],
    ["null", undefined],
    ['"Jane Doe"', undefined],
    ["[]", undefined],
    ["{not json", undefined],
    ["", undefined],
    [undefined, undefined],
    // A repeated form field, read as a list of values: no name from it.
    [[firstLoginUserField], undefined],
  ])("%j → %j", (field, expected) => {
    expect(appleUserName(field)).toBe(expected);
  });
});

describe("isApplePrivateRelayEmail", () => {
  it.each([
    ["k7x2mq9p4d@privaterelay.appleid.com", true],
    ["K7X2MQ9P4D@PrivateRelay.AppleID.com", true],
    ["jane.doe@icloud.com", false],
    ["privaterelay.appleid.com@evil.com", false],
    ["jane@notprivaterelay.appleid.com", false],
  ])("%s: %s", (email, expected) => {
    expect(isApplePrivateRelayEmail(email)).toBe(expected);
  });
});
