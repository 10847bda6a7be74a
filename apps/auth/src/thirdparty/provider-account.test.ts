import { describe, expect, it } from "vitest";
import { readAccount } from "./provider-account.ts";
import { builtInDefinition } from "./provider-definition.ts";
import { facebookAppSecretProof } from "./providers/facebook.ts";

const credentials = { clientId: "id", clientSecret: "app-secret" };

/** Answers by URL without its query; records every URL and Authorization header. */
function fakeProvider(routes: Record<string, Response>) {
  const requests: { url: string; authorization: string | undefined }[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
    );
    const headers = (init?.headers ?? {}) as Record<string, string>;
    requests.push({ url: url.href, authorization: headers.authorization });
    const response = routes[`${url.origin}${url.pathname}`];
    return Promise.resolve(response ?? new Response("not found", { status: 404 }));
  };
  return { fetchImpl, requests };
}

describe("readAccount", () => {
  it("GitHub: the profile from /user and the primary address from /user/emails", async () => {
    const { fetchImpl, requests } = fakeProvider({
      "https://api.github.com/user": Response.json({
        id: 583231,
        login: "octocat",
        name: "The Octocat",
      }),
      "https://api.github.com/user/emails": Response.json([
        { email: "octocat@github.com", primary: true, verified: true },
      ]),
    });
    const result = await readAccount(fetchImpl, builtInDefinition("github", credentials), {
      accessToken: "gho_token",
    });
    expect(result).toStrictEqual({
      ok: true,
      value: {
        id: "583231",
        email: "octocat@github.com",
        emailVerified: true,
        name: "The Octocat",
      },
    });
    expect(requests.map((request) => request.authorization)).toStrictEqual([
      "Bearer gho_token",
      "Bearer gho_token",
    ]);
  });

  it("Facebook: /me asked for its fields, with the appsecret_proof of the token", async () => {
    const { fetchImpl, requests } = fakeProvider({
      "https://graph.facebook.com/v21.0/me": Response.json({
        id: "10158",
        name: "Jane",
        email: "jane@example.com",
      }),
    });
    const result = await readAccount(fetchImpl, builtInDefinition("facebook", credentials), {
      accessToken: "EAAB",
    });
    expect(result).toMatchObject({ ok: true, value: { id: "10158", emailVerified: true } });
    const url = new URL(requests[0]!.url);
    expect(url.searchParams.get("fields")).toBe("id,name,email,picture");
    expect(url.searchParams.get("appsecret_proof")).toBe(
      facebookAppSecretProof("EAAB", "app-secret"),
    );
  });

  it("Microsoft: the account from the ID token, with no request", async () => {
    const { fetchImpl, requests } = fakeProvider({});
    const result = await readAccount(fetchImpl, builtInDefinition("microsoft", credentials), {
      accessToken: "t",
      idTokenClaims: { sub: "AAAA", email: "jane@outlook.com", name: "Jane" },
    });
    expect(result).toMatchObject({ ok: true, value: { id: "AAAA", email: "jane@outlook.com" } });
    expect(requests).toHaveLength(0);
    expect(
      await readAccount(fetchImpl, builtInDefinition("microsoft", credentials), {
        accessToken: "t",
      }),
    ).toMatchObject({ ok: false, error: "id_token_missing" });
  });

  it.each([
    [
      "refuses the token",
      new Response('{"error":"invalid_token"}', { status: 401 }),
      "userinfo_refused",
    ],
    ["answers an HTML page", new Response("<html></html>"), "userinfo_refused"],
    ["names no account", Response.json({ email: "jane@example.com" }), "user_invalid"],
  ])("Google: fails when userinfo %s", async (_name, response, error) => {
    const { fetchImpl } = fakeProvider({
      "https://www.googleapis.com/oauth2/v3/userinfo": response,
    });
    expect(
      await readAccount(fetchImpl, builtInDefinition("google", credentials), { accessToken: "t" }),
    ).toMatchObject({ ok: false, error });
  });

  it("LinkedIn: userinfo must be about the ID token's subject", async () => {
    const { fetchImpl } = fakeProvider({
      "https://api.linkedin.com/v2/userinfo": Response.json({ sub: "someone-else" }),
    });
    const result = await readAccount(fetchImpl, builtInDefinition("linkedin", credentials), {
      accessToken: "t",
      idTokenClaims: { sub: "782bbtaQfh" },
    });
    expect(result).toMatchObject({ ok: false, error: "subject_mismatch" });
  });
});
