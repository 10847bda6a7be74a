import { afterEach, describe, expect, it, vi } from "vitest";
import { Hanko } from "../hanko.ts";
import { HttpError, NetworkError, RequestTimeoutError, TechnicalError } from "../errors.ts";
import { fakePlatform, json, type FakePlatform } from "../testing/fake-platform.ts";

const API = "https://auth.example";

function setup(
  options: { href?: string; api?: string } & ConstructorParameters<typeof Hanko>[1] = {},
) {
  const platform = fakePlatform(options.href === undefined ? {} : { href: options.href });
  platform.route(() => json({ ok: true }));
  const hanko = new Hanko(options.api ?? API, { ...options, platform });
  return { hanko, platform };
}

function lastRequest(platform: FakePlatform) {
  const request = platform.requests.at(-1);
  if (request === undefined) throw new Error("no request");
  return request;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("HttpClient requests", () => {
  it("sends JSON headers, X-Language, credentials and the body", async () => {
    const { hanko, platform } = setup({ lang: "sv" });
    await hanko.client.post("/login", { a: 1 });
    const request = lastRequest(platform);
    expect(request.url).toBe("https://auth.example/login");
    expect(request.method).toBe("POST");
    expect(request.headers).toMatchObject({
      accept: "application/json",
      "content-type": "application/json",
      "x-language": "sv",
    });
    expect(request.headers["authorization"]).toBeUndefined();
    expect(request.credentials).toBe("include");
    expect(request.body).toEqual({ a: 1 });
  });

  it("sends X-Language en by default and follows setLang on every client", async () => {
    const { hanko, platform } = setup();
    await hanko.client.get("/me");
    expect(lastRequest(platform).headers["x-language"]).toBe("en");
    hanko.setLang("pt-BR");
    await hanko.session.validate().catch(() => undefined);
    expect(lastRequest(platform).headers["x-language"]).toBe("pt-BR");
  });

  it("sends the hanko cookie as a Bearer token", async () => {
    const { hanko, platform } = setup();
    platform.cookies.values.set("hanko", "jwt.token.value");
    await hanko.client.get("/me");
    expect(lastRequest(platform).headers["authorization"]).toBe("Bearer jwt.token.value");
  });

  it("reads the token from sessionStorage with sessionTokenLocation", async () => {
    const { hanko, platform } = setup({ sessionTokenLocation: "sessionStorage" });
    platform.sessionStorage.setItem("hanko", "stored.jwt");
    await hanko.client.get("/me");
    expect(lastRequest(platform).headers["authorization"]).toBe("Bearer stored.jwt");
  });

  it("sends no body on bodiless requests and strips a trailing slash of the API", async () => {
    const { hanko, platform } = setup({ api: "https://auth.example/tenant/" });
    await hanko.client.post("/logout");
    expect(lastRequest(platform).url).toBe("https://auth.example/tenant/logout");
    expect(lastRequest(platform).body).toBeUndefined();
  });

  it("resolves with any HTTP status; the caller maps it", async () => {
    const { hanko, platform } = setup();
    platform.route(() => json({ code: 500 }, { status: 500 }));
    const response = await hanko.client.get("/x");
    expect(response.status).toBe(500);
    expect(response.ok).toBe(false);
    expect(response.json()).toEqual({ code: 500 });
  });
});

describe("HttpClient failures", () => {
  it("turns a network failure into NetworkError, a TechnicalError", async () => {
    const { hanko, platform } = setup();
    platform.route(() => Promise.reject(new TypeError("Failed to fetch")));
    const error = await hanko.client.get("/me").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toBeInstanceOf(TechnicalError);
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as TechnicalError).code).toBe("somethingWentWrong");
  });

  it("aborts after 13 000 ms with RequestTimeoutError", async () => {
    vi.useFakeTimers();
    const { hanko, platform } = setup();
    platform.route(() => new Promise<Response>(() => {}));
    const pending = hanko.client.get("/slow").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(12_999);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).not.toBeInstanceOf(TechnicalError);
    expect((error as RequestTimeoutError).code).toBe("requestTimeout");
  });

  it("honours the timeout option and clears its timer on success", async () => {
    vi.useFakeTimers();
    const { hanko, platform } = setup({ timeout: 50 });
    platform.route(() => new Promise<Response>(() => {}));
    const pending = hanko.client.get("/slow").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(50);
    expect(await pending).toBeInstanceOf(RequestTimeoutError);
    platform.route(() => json({}));
    await hanko.client.get("/fast");
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("session headers", () => {
  const lifetime = { "X-Auth-Token": "new.jwt", "X-Session-Lifetime": "3600" };

  it.each([
    { href: "https://shop.example/", api: "https://auth.example", secure: true },
    { href: "http://shop.example/", api: "https://auth.example", secure: false },
    { href: "https://shop.example/", api: "http://auth.example", secure: false },
    { href: "https://shop.example/", api: "/api", secure: true },
  ])("page $href with API $api: Secure=$secure", async ({ href, api, secure }) => {
    const { hanko, platform } = setup({ href, api });
    platform.route(() => json({}, { headers: lifetime }));
    await hanko.client.post("/login");
    expect(platform.cookies.writes).toHaveLength(1);
    expect(platform.cookies.writes[0]?.attributes.secure).toBe(secure);
  });

  it("stores X-Auth-Token in the hanko cookie, SameSite Lax, expiring after the lifetime", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T10:00:00Z") });
    const { hanko, platform } = setup({ cookieDomain: "example" });
    platform.route(() =>
      json({}, { headers: { ...lifetime, "X-Session-Retention": "persistent" } }),
    );
    await hanko.client.post("/login");
    expect(platform.cookies.writes[0]).toEqual({
      name: "hanko",
      value: "new.jwt",
      attributes: {
        domain: "example",
        secure: true,
        sameSite: "lax",
        expires: new Date("2026-11-22T11:00:00Z"),
      },
    });
  });

  it("sets a session cookie (no expiry) when the retention is session", async () => {
    const { hanko, platform } = setup();
    platform.route(() => json({}, { headers: { ...lifetime, "X-Session-Retention": "session" } }));
    await hanko.client.post("/login");
    expect(platform.cookies.writes[0]?.attributes.expires).toBeUndefined();
  });

  it("writes the session state: expiry now + lifetime, flow not completed", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T10:00:00Z") });
    const { hanko, platform } = setup();
    platform.route(() => json({}, { headers: lifetime }));
    await hanko.client.post("/login");
    const stored = JSON.parse(platform.storage.getItem("hanko_session") ?? "null") as unknown;
    expect(stored).toEqual({
      expiry: Date.parse("2026-11-22T11:00:00Z") / 1000,
      authFlowCompleted: false,
    });
  });

  it("uses localStorageKey and cookieName", async () => {
    const { hanko, platform } = setup({ localStorageKey: "kb", cookieName: "kb_auth" });
    platform.route(() => json({}, { headers: lifetime }));
    await hanko.client.post("/login");
    expect(platform.storage.getItem("kb_session")).not.toBeNull();
    expect(platform.cookies.get("kb_auth")).toBe("new.jwt");
  });

  it("leaves cookie and state alone without session headers", async () => {
    const { hanko, platform } = setup();
    await hanko.client.post("/login");
    expect(platform.cookies.writes).toEqual([]);
    expect(platform.storage.items.size).toBe(0);
  });

  it("refuses SameSite=None without Secure with a TechnicalError", async () => {
    const { hanko, platform } = setup({ href: "http://shop.example/", cookieSameSite: "none" });
    platform.route(() => json({}, { headers: lifetime }));
    await expect(hanko.client.post("/login")).rejects.toBeInstanceOf(TechnicalError);
  });
});
