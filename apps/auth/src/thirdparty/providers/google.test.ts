import { describe, expect, it } from "vitest";
import { googleUser } from "./google.ts";

// GET https://www.googleapis.com/oauth2/v3/userinfo with scopes "email profile".
const userinfo = {
  sub: "110248495921238986420",
  name: "Jane Doe",
  given_name: "Jane",
  family_name: "Doe",
  picture: "https://lh3.googleusercontent.com/a/ACg8ocJ5xQ0example=s96-c",
  email: "jane.doe@gmail.com",
  email_verified: true,
  locale: "sv",
};

describe("googleUser", () => {
  it("reads the standard claims", () => {
    expect(googleUser(userinfo)).toStrictEqual({
      id: "110248495921238986420",
      email: "jane.doe@gmail.com",
      emailVerified: true,
      name: "Jane Doe",
      picture: "https://lh3.googleusercontent.com/a/ACg8ocJ5xQ0example=s96-c",
    });
  });

  it("keeps an unverified address unverified (a Workspace or non-Gmail account)", () => {
    expect(googleUser({ ...userinfo, email_verified: false })?.emailVerified).toBe(false);
  });

  it("has no address without the email scope", () => {
    const { email: _, email_verified: __, ...profileOnly } = userinfo;
    expect(googleUser(profileOnly)).toMatchObject({ emailVerified: false });
    expect(googleUser(profileOnly)).not.toHaveProperty("email");
  });

  it.each([
    ["an error body", { error: "invalid_request", error_description: "Invalid Credentials" }],
    ["no subject", { ...userinfo, sub: undefined }],
    ["a numeric subject", { ...userinfo, sub: 110248495921238 }],
    ["null", null],
  ])("answers undefined for %s", (_name, body) => {
    expect(googleUser(body)).toBeUndefined();
  });
});
