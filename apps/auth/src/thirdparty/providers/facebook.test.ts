import { describe, expect, it } from "vitest";
import {
  facebookAppSecretProof,
  facebookUser,
  facebookUserinfoUrl,
  FACEBOOK_USER_FIELDS,
} from "./facebook.ts";

// GET https://graph.facebook.com/v21.0/me?fields=id,name,email,picture&appsecret_proof=…
const me = {
  id: "10225483902948571",
  name: "Jane Doe",
  email: "jane.doe@example.com",
  picture: {
    data: {
      height: 50,
      is_silhouette: false,
      url: "https://platform-lookaside.fbsbx.com/platform/profilepic/?asid=10225483902948571&height=50&width=50&ext=1769817600&hash=AbExample",
      width: 50,
    },
  },
};

describe("facebookUser", () => {
  it("reads the account and, as Hanko, counts a returned address as verified", () => {
    expect(facebookUser(me)).toStrictEqual({
      id: "10225483902948571",
      email: "jane.doe@example.com",
      emailVerified: true,
      name: "Jane Doe",
      picture: me.picture.data.url,
    });
  });

  it("has no address when Graph returns none (no confirmed address, or email declined)", () => {
    const { email: _, ...withoutEmail } = me;
    expect(facebookUser(withoutEmail)).toStrictEqual({
      id: "10225483902948571",
      emailVerified: false,
      name: "Jane Doe",
      picture: me.picture.data.url,
    });
  });

  it("ignores a picture that is not an https URL", () => {
    expect(
      facebookUser({ ...me, picture: { data: { url: "http://x.example/a.png" } } }),
    ).not.toHaveProperty("picture");
    expect(facebookUser({ ...me, picture: "https://x.example/a.png" })).not.toHaveProperty(
      "picture",
    );
  });

  it.each([
    [
      "an error body",
      { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } },
    ],
    ["null", null],
  ])("answers undefined for %s", (_name, body) => {
    expect(facebookUser(body)).toBeUndefined();
  });
});

describe("facebookUserinfoUrl", () => {
  it("asks /me for the fields by name with the app secret proof", () => {
    const url = new URL(facebookUserinfoUrl("EAAGm0PX4ZCps", "app-secret"));
    expect(`${url.origin}${url.pathname}`).toBe("https://graph.facebook.com/v21.0/me");
    expect(url.searchParams.get("fields")).toBe(FACEBOOK_USER_FIELDS);
    expect(url.searchParams.get("appsecret_proof")).toBe(
      facebookAppSecretProof("EAAGm0PX4ZCps", "app-secret"),
    );
  });

  it("computes the proof as HMAC-SHA256 of the token under the secret (RFC 4231 case 2)", () => {
    expect(facebookAppSecretProof("what do ya want for nothing?", "Jefe")).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });
});
