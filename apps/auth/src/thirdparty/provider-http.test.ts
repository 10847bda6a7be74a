import { describe, expect, it } from "vitest";
import { requestJson } from "./provider-http.ts";

const answering =
  (response: Response, seen: RequestInit[] = []): typeof fetch =>
  (_input, init) => {
    seen.push(init ?? {});
    return Promise.resolve(response);
  };

describe("requestJson", () => {
  it("reads a JSON object or array, whatever the status", async () => {
    expect(
      await requestJson(
        answering(Response.json({ error: "invalid_grant" }, { status: 400 })),
        "https://idp.example/token",
      ),
    ).toStrictEqual({
      ok: true,
      status: 400,
      body: { error: "invalid_grant" },
      detail: "400 from https://idp.example/token",
    });
    const emails = await requestJson(
      answering(Response.json([{ email: "a@b.se" }])),
      "https://api.github.com/user/emails",
    );
    expect(emails).toMatchObject({ ok: true, body: [{ email: "a@b.se" }] });
  });

  it.each([
    ["an HTML page", new Response("<html>Bad gateway</html>", { status: 502 })],
    ["a JSON string", Response.json("token")],
    ["an empty body", new Response(null, { status: 401 })],
  ])("has no body for %s", async (_name, response) => {
    expect(await requestJson(answering(response), "https://idp.example/me")).toMatchObject({
      ok: true,
      body: undefined,
    });
  });

  it("asks for JSON, refuses redirects and adds the caller's headers", async () => {
    const seen: RequestInit[] = [];
    await requestJson(answering(Response.json({}), seen), "https://idp.example/me", {
      headers: { authorization: "Bearer t" },
    });
    expect(seen[0]).toMatchObject({
      redirect: "error",
      headers: { accept: "application/json", authorization: "Bearer t" },
    });
    expect(seen[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it("answers a network error with its detail, leaving out the query", async () => {
    const failing = () => Promise.reject(new TypeError("fetch failed"));
    expect(
      await requestJson(failing, "https://graph.facebook.com/v21.0/me?appsecret_proof=abc"),
    ).toStrictEqual({
      ok: false,
      detail: "https://graph.facebook.com/v21.0/me: TypeError: fetch failed",
    });
  });
});
