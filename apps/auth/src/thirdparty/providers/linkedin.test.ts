import { describe, expect, it } from "vitest";
import { linkedinUser } from "./linkedin.ts";

// GET https://api.linkedin.com/v2/userinfo with scopes "openid profile email".
const userinfo = {
  sub: "782bbtaQfh",
  email_verified: true,
  name: "Jane Doe",
  locale: { country: "SE", language: "sv" },
  given_name: "Jane",
  family_name: "Doe",
  email: "jane.doe@example.com",
  picture:
    "https://media.licdn.com/dms/image/v2/C4E03AQExample/profile-displayphoto-shrink_100_100/0/1",
};

describe("linkedinUser", () => {
  it("reads the OIDC userinfo claims", () => {
    expect(linkedinUser(userinfo)).toStrictEqual({
      id: "782bbtaQfh",
      email: "jane.doe@example.com",
      emailVerified: true,
      name: "Jane Doe",
      picture: userinfo.picture,
    });
  });

  it.each([
    ["both parts", {}, "Jane Doe"],
    ["a blank family name", { family_name: "" }, "Jane"],
    ["no given name", { given_name: undefined }, "Doe"],
    ["parts with spaces around them", { given_name: " Jane ", family_name: " Doe " }, "Jane Doe"],
    ["neither part", { given_name: undefined, family_name: undefined }, undefined],
  ])("builds the name from its parts when `name` is missing: %s", (_name, parts, expected) => {
    expect(linkedinUser({ ...userinfo, name: undefined, ...parts })?.name).toBe(expected);
  });

  it("keeps an unverified address unverified", () => {
    expect(linkedinUser({ ...userinfo, email_verified: false })?.emailVerified).toBe(false);
  });

  it.each([
    ["an error body", { serviceErrorCode: 65600, message: "Invalid access token", status: 401 }],
    ["null", null],
  ])("answers undefined for %s", (_name, body) => {
    expect(linkedinUser(body)).toBeUndefined();
  });
});
