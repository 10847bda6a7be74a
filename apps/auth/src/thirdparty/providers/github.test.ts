import { describe, expect, it } from "vitest";
import { createTestClock } from "../../../test/test-clock.ts";
import { createOAuthClient } from "../oauth-client.ts";
import { builtInDefinition } from "../provider-definition.ts";
import { GITHUB_EMAILS_ENDPOINT, githubAddress, githubUser } from "./github.ts";

// GET https://api.github.com/user for a user who keeps their address private.
const user = {
  login: "janedoe",
  id: 5837261,
  node_id: "MDQ6VXNlcjU4MzcyNjE=",
  avatar_url: "https://avatars.githubusercontent.com/u/5837261?v=4",
  html_url: "https://github.com/janedoe",
  type: "User",
  site_admin: false,
  name: "Jane Doe",
  company: null,
  blog: "",
  location: "Göteborg",
  email: null,
  hireable: null,
  bio: null,
  public_repos: 12,
  followers: 3,
  following: 5,
  created_at: "2013-10-31T09:12:44Z",
  updated_at: "2025-11-02T18:03:10Z",
};

// GET https://api.github.com/user/emails
const emails = [
  {
    email: "5837261+janedoe@users.noreply.github.com",
    primary: false,
    verified: true,
    visibility: null,
  },
  { email: "jane@old-employer.example", primary: false, verified: false, visibility: null },
  { email: "jane.doe@example.com", primary: true, verified: true, visibility: "private" },
];

describe("githubUser", () => {
  it("takes the primary verified address from /user/emails, not the hidden public one", () => {
    expect(githubUser(user, emails)).toStrictEqual({
      id: "5837261",
      email: "jane.doe@example.com",
      emailVerified: true,
      name: "Jane Doe",
      picture: "https://avatars.githubusercontent.com/u/5837261?v=4",
    });
  });

  it("ignores the public address of /user even when it is set", () => {
    const withPublic = { ...user, email: "public@example.com" };
    expect(githubUser(withPublic, emails)?.email).toBe("jane.doe@example.com");
  });

  it("keeps an unverified primary address unverified", () => {
    const unverified = [{ email: "jane.doe@example.com", primary: true, verified: false }];
    expect(githubUser(user, unverified)).toMatchObject({
      email: "jane.doe@example.com",
      emailVerified: false,
    });
  });

  it("falls back to the login without a name", () => {
    expect(githubUser({ ...user, name: null }, emails)?.name).toBe("janedoe");
  });

  it("has no address when /user/emails has none", () => {
    expect(githubUser(user, [])).toStrictEqual({
      id: "5837261",
      emailVerified: false,
      name: "Jane Doe",
      picture: "https://avatars.githubusercontent.com/u/5837261?v=4",
    });
  });

  it.each([
    ["no id", { ...user, id: undefined }],
    ["a fractional id", { ...user, id: 1.5 }],
    ["an error body", { message: "Bad credentials", documentation_url: "https://docs.github.com" }],
    ["not an object", "Bad credentials"],
  ])("answers undefined for %s", (_name, body) => {
    expect(githubUser(body, emails)).toBeUndefined();
  });
});

describe("githubAddress", () => {
  it.each([
    ["the primary, verified", emails, { email: "jane.doe@example.com", verified: true }],
    [
      "an unverified primary as unverified, not a verified secondary",
      [
        { email: "new@example.com", primary: true, verified: false },
        { email: "old@example.com", primary: false, verified: true },
      ],
      { email: "new@example.com", verified: false },
    ],
    [
      "the first verified one when none is primary",
      [
        { email: "a@example.com", primary: false, verified: false },
        { email: "b@example.com", primary: false, verified: true },
      ],
      { email: "b@example.com", verified: true },
    ],
    ["nothing when none is primary or verified", [{ email: "a@example.com" }], undefined],
    [
      "verified only when GitHub says true",
      [{ email: "a@example.com", primary: true, verified: "true" }],
      { email: "a@example.com", verified: false },
    ],
    [
      "entries without an address skipped",
      [
        { primary: true, verified: true },
        { email: "b@example.com", primary: true, verified: true },
      ],
      { email: "b@example.com", verified: true },
    ],
    [
      "entries that are not objects skipped",
      [null, "a@example.com", { email: "b@example.com", primary: true, verified: true }],
      { email: "b@example.com", verified: true },
    ],
    ["nothing from an error body", { message: "Requires authentication" }, undefined],
    ["nothing from an HTML page", "<html>Bad gateway</html>", undefined],
    ["nothing from null", null, undefined],
  ])("takes %s", (_name, body, expected) => {
    expect(githubAddress(body)).toStrictEqual(expected);
  });
});

// The whole exchange through the OAuth client, on GitHub's answers as recorded (with
// `Accept: application/json`): GitHub answers a refused code with 200 and an `error`, and
// /user/emails with 404 when the token lacks the user:email scope.
describe("GitHub through the OAuth client, on recorded answers", () => {
  const TOKEN_URL = "https://github.com/login/oauth/access_token";
  const recorded = {
    token: {
      access_token: "gho_16C7e42F292c6912E7710c838347Ae178B4a",
      token_type: "bearer",
      scope: "read:user,user:email",
    },
    badCode: {
      error: "bad_verification_code",
      error_description: "The code passed is incorrect or expired.",
      error_uri:
        "https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#bad-verification-code",
    },
    emailsWithoutScope: {
      message: "Not Found",
      documentation_url:
        "https://docs.github.com/rest/users/emails#list-email-addresses-for-the-authenticated-user",
      status: "404",
    },
  };

  function github(routes: Record<string, () => Response>) {
    const requests: { url: string; init: RequestInit | undefined }[] = [];
    const fetchImpl: typeof fetch = (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      requests.push({ url, init });
      const route = routes[url];
      return Promise.resolve(route ? route() : new Response("{}", { status: 404 }));
    };
    const client = createOAuthClient({
      fetch: fetchImpl,
      clock: createTestClock(),
      redirectUri: "https://login.example.com/thirdparty/callback",
    });
    const definition = builtInDefinition("github", {
      clientId: "Iv1.8a61f9b3a7aba766",
      clientSecret: "s3cret",
    });
    return { redeem: () => client.redeem(definition, { code: "a1b2c3", nonce: "n" }), requests };
  }

  it("redeems the code (form-posted, asking for JSON) and reads the primary address", async () => {
    const { redeem, requests } = github({
      [TOKEN_URL]: () => Response.json(recorded.token),
      "https://api.github.com/user": () => Response.json(user),
      [GITHUB_EMAILS_ENDPOINT]: () => Response.json(emails),
    });
    expect(await redeem()).toStrictEqual({
      ok: true,
      value: {
        id: "5837261",
        email: "jane.doe@example.com",
        emailVerified: true,
        name: "Jane Doe",
        picture: "https://avatars.githubusercontent.com/u/5837261?v=4",
      },
    });
    const [token] = requests;
    expect((token!.init?.headers as Record<string, string>).accept).toBe("application/json");
    const form = token!.init?.body as URLSearchParams;
    expect(Object.fromEntries(form)).toMatchObject({
      grant_type: "authorization_code",
      code: "a1b2c3",
      client_id: "Iv1.8a61f9b3a7aba766",
      client_secret: "s3cret",
    });
  });

  it("takes a 200 with an `error` for the refusal it is", async () => {
    const { redeem, requests } = github({ [TOKEN_URL]: () => Response.json(recorded.badCode) });
    expect(await redeem()).toMatchObject({
      ok: false,
      error: "token_refused",
      providerError: "bad_verification_code",
    });
    expect(requests).toHaveLength(1);
  });

  it("fails when /user/emails is refused (a token without user:email)", async () => {
    const { redeem } = github({
      [TOKEN_URL]: () => Response.json(recorded.token),
      "https://api.github.com/user": () => Response.json(user),
      [GITHUB_EMAILS_ENDPOINT]: () => Response.json(recorded.emailsWithoutScope, { status: 404 }),
    });
    expect(await redeem()).toMatchObject({ ok: false, error: "userinfo_refused" });
  });
});
