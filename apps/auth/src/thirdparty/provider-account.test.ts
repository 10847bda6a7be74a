import { describe, expect, it } from "vitest";
import { readAccount } from "./provider-account.ts";
import { builtInDefinition, type ProviderDefinition } from "./provider-definition.ts";
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

  it("LinkedIn: userinfo about the ID token's subject is the account", async () => {
    const { fetchImpl } = fakeProvider({
      "https://api.linkedin.com/v2/userinfo": Response.json({ sub: "782bbtaQfh", name: "Jane" }),
    });
    const result = await readAccount(fetchImpl, builtInDefinition("linkedin", credentials), {
      accessToken: "t",
      idTokenClaims: { sub: "782bbtaQfh" },
    });
    expect(result).toMatchObject({ ok: true, value: { id: "782bbtaQfh", name: "Jane" } });
  });

  it("says why userinfo about another subject is refused", async () => {
    const { fetchImpl } = fakeProvider({
      "https://api.linkedin.com/v2/userinfo": Response.json({ sub: "someone-else" }),
    });
    const result = await readAccount(fetchImpl, builtInDefinition("linkedin", credentials), {
      accessToken: "t",
      idTokenClaims: { sub: "782bbtaQfh" },
    });
    expect(result).toStrictEqual({
      ok: false,
      error: "subject_mismatch",
      detail: "userinfo is about another subject than the ID token",
    });
  });

  it("Google without an ID token: the account from userinfo, asked for nothing more", async () => {
    const { fetchImpl, requests } = fakeProvider({
      "https://www.googleapis.com/oauth2/v3/userinfo": Response.json({
        sub: "1057",
        email: "jane@gmail.com",
        email_verified: true,
      }),
    });
    const result = await readAccount(fetchImpl, builtInDefinition("google", credentials), {
      accessToken: "ya29",
    });
    expect(result).toStrictEqual({
      ok: true,
      value: { id: "1057", email: "jane@gmail.com", emailVerified: true },
    });
    expect(requests).toStrictEqual([
      { url: "https://www.googleapis.com/oauth2/v3/userinfo", authorization: "Bearer ya29" },
    ]);
  });

  it("Discord: the account from /users/@me", async () => {
    const { fetchImpl } = fakeProvider({
      "https://discord.com/api/v10/users/@me": Response.json({
        id: "80351110224678912",
        username: "nelly",
        email: "nelly@example.com",
        verified: true,
      }),
    });
    const result = await readAccount(fetchImpl, builtInDefinition("discord", credentials), {
      accessToken: "t",
    });
    expect(result).toStrictEqual({
      ok: true,
      value: {
        id: "80351110224678912",
        email: "nelly@example.com",
        emailVerified: true,
        name: "nelly",
      },
    });
  });

  it("a custom provider: userinfo read through its attribute mapping", async () => {
    const definition: ProviderDefinition = {
      ...builtInDefinition("google", credentials),
      id: "custom_acme",
      userinfoEndpoint: "https://idp.example.com/userinfo",
      account: { kind: "custom", attributeMapping: { sub: "user_id" } },
    };
    const { fetchImpl } = fakeProvider({
      "https://idp.example.com/userinfo": Response.json({ user_id: 42, sub: "ignored" }),
    });
    expect(await readAccount(fetchImpl, definition, { accessToken: "t" })).toStrictEqual({
      ok: true,
      value: { id: "42", emailVerified: false },
    });
  });

  it("Apple: the account from the ID token, named by the callback's user field", async () => {
    const { fetchImpl, requests } = fakeProvider({});
    const result = await readAccount(fetchImpl, builtInDefinition("apple", credentials), {
      accessToken: "t",
      idTokenClaims: { sub: "001234.abc", email: "jane@example.com", email_verified: "true" },
      appleUserField: JSON.stringify({ name: { firstName: "Jane", lastName: "Doe" } }),
    });
    expect(result).toStrictEqual({
      ok: true,
      value: { id: "001234.abc", email: "jane@example.com", emailVerified: true, name: "Jane Doe" },
    });
    expect(requests).toHaveLength(0);
  });

  it("fails when the ID token names no account", async () => {
    const { fetchImpl } = fakeProvider({});
    const result = await readAccount(fetchImpl, builtInDefinition("microsoft", credentials), {
      accessToken: "t",
      idTokenClaims: { email: "jane@outlook.com" },
    });
    expect(result).toStrictEqual({
      ok: false,
      error: "user_invalid",
      detail: "microsoft named no account",
    });
  });

  it("fails for a provider whose account has no reader where its claims are", async () => {
    const { fetchImpl } = fakeProvider({
      "https://idp.example.com/userinfo": Response.json({ sub: "1" }),
    });
    const fromIdToken: ProviderDefinition = {
      ...builtInDefinition("google", credentials),
      claimsFrom: "id_token",
    };
    expect(
      await readAccount(fetchImpl, fromIdToken, { accessToken: "t", idTokenClaims: { sub: "1" } }),
    ).toStrictEqual({ ok: false, error: "user_invalid", detail: "google has no ID token reader" });
    const fromUserinfo: ProviderDefinition = {
      ...builtInDefinition("apple", credentials),
      userinfoEndpoint: "https://idp.example.com/userinfo",
      claimsFrom: "userinfo",
    };
    expect(await readAccount(fetchImpl, fromUserinfo, { accessToken: "t" })).toStrictEqual({
      ok: false,
      error: "user_invalid",
      detail: "apple has no userinfo reader",
    });
  });

  it("fails without a request when the provider has no userinfo endpoint", async () => {
    const { fetchImpl, requests } = fakeProvider({});
    const definition = builtInDefinition("google", credentials);
    delete definition.userinfoEndpoint;
    expect(await readAccount(fetchImpl, definition, { accessToken: "t" })).toStrictEqual({
      ok: false,
      error: "userinfo_refused",
      detail: "google has no userinfo endpoint",
    });
    expect(requests).toHaveLength(0);
  });

  it("GitHub: fails when /user/emails refuses the token", async () => {
    const { fetchImpl } = fakeProvider({
      "https://api.github.com/user": Response.json({ id: 583231, login: "octocat" }),
    });
    expect(
      await readAccount(fetchImpl, builtInDefinition("github", credentials), { accessToken: "t" }),
    ).toStrictEqual({
      ok: false,
      error: "userinfo_refused",
      detail: "404 from https://api.github.com/user/emails",
    });
  });

  it("fails as unreachable when the request does not get through", async () => {
    const fetchImpl: typeof fetch = () => Promise.reject(new TypeError("fetch failed"));
    expect(
      await readAccount(fetchImpl, builtInDefinition("google", credentials), { accessToken: "t" }),
    ).toStrictEqual({
      ok: false,
      error: "provider_unreachable",
      detail: "https://www.googleapis.com/oauth2/v3/userinfo: TypeError: fetch failed",
    });
  });
});
