// requestJson against a real HTTP server (./testing/scripted-http-server.ts) answering as
// providers do when things go wrong: an HTML error page, a JSON string, an empty body, a
// redirect, a closed port.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestJson } from "./provider-http.ts";
import {
  startScriptedHttpServer,
  type ScriptedHttpServer,
} from "./testing/scripted-http-server.ts";

let server: ScriptedHttpServer;
beforeAll(async () => {
  server = await startScriptedHttpServer();
});
afterAll(() => server?.close());

describe("requestJson", () => {
  it("reads a JSON object or array, whatever the status", async () => {
    server.answer("/token", { status: 400, body: { error: "invalid_grant" } });
    expect(await requestJson(fetch, `${server.origin}/token`)).toStrictEqual({
      ok: true,
      status: 400,
      body: { error: "invalid_grant" },
      detail: `400 from ${server.origin}/token`,
    });
    server.answer("/user/emails", { body: [{ email: "a@b.se" }] });
    expect(await requestJson(fetch, `${server.origin}/user/emails`)).toStrictEqual({
      ok: true,
      status: 200,
      body: [{ email: "a@b.se" }],
      detail: `200 from ${server.origin}/user/emails`,
    });
  });

  it.each<[string, number, string | undefined]>([
    ["an HTML page", 502, "<html>Bad gateway</html>"],
    ["a JSON string", 200, '"token"'],
    ["JSON null", 200, "null"],
    ["an empty body", 401, undefined],
  ])("has no body for %s", async (_name, status, body) => {
    server.answer("/me", { status, ...(body !== undefined && { body }) });
    expect(await requestJson(fetch, `${server.origin}/me`)).toMatchObject({
      ok: true,
      status,
      body: undefined,
    });
  });

  it("GETs with JSON asked for and our name, by default", async () => {
    server.answer("/me", { body: {} });
    server.received();
    await requestJson(fetch, `${server.origin}/me?fields=id`);
    expect(server.received()).toMatchObject([
      {
        method: "GET",
        url: "/me?fields=id",
        headers: { accept: "application/json", "user-agent": "kretsbutiken-auth" },
        body: "",
      },
    ]);
  });

  it("sends the caller's method, headers (over ours) and form body", async () => {
    server.answer("/token", { body: {} });
    server.received();
    await requestJson(fetch, `${server.origin}/token`, {
      method: "POST",
      headers: { authorization: "Basic abc", accept: "application/jwt" },
      body: new URLSearchParams({ grant_type: "authorization_code", code: "c" }),
    });
    expect(server.received()).toMatchObject([
      {
        method: "POST",
        headers: {
          accept: "application/jwt",
          authorization: "Basic abc",
          "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
          "user-agent": "kretsbutiken-auth",
        },
        body: "grant_type=authorization_code&code=c",
      },
    ]);
  });

  it("refuses to follow a redirect: one request, a failure", async () => {
    server.answer("/me", { status: 302, headers: { location: `${server.origin}/elsewhere` } });
    server.answer("/elsewhere", { body: { sub: "mallory" } });
    server.received();
    expect(await requestJson(fetch, `${server.origin}/me`)).toStrictEqual({
      ok: false,
      detail: `${server.origin}/me: TypeError: fetch failed`,
    });
    expect(server.received().map((request) => request.url)).toEqual(["/me"]);
  });

  it("answers a network error with its detail, leaving out the query", async () => {
    expect(
      await requestJson(fetch, "http://127.0.0.1:9/v21.0/me?appsecret_proof=abc"),
    ).toStrictEqual({ ok: false, detail: "http://127.0.0.1:9/v21.0/me: TypeError: fetch failed" });
  });

  it("answers a URL that is none with a failure naming no endpoint", async () => {
    expect(await requestJson(fetch, "not a url?secret=1")).toStrictEqual({
      ok: false,
      detail: "?: TypeError: Failed to parse URL from not a url?secret=1",
    });
  });
});
