import { describe, expect, it } from "vitest";
import type { ShopperSession } from "../auth/shopper-session.ts";
import { pageAudience, withoutSession } from "./page-audience.ts";

const SHOPPER: ShopperSession = {
  userId: "u1",
  sessionId: "s1",
  email: "anna@example.se",
  emailVerified: true,
  username: undefined,
};

/** A provider that knows one live token, "live", and counts what it was asked. */
function audienceWith() {
  const asked: string[] = [];
  const audienceOf = pageAudience({
    isSharedPath: (pathname) => pathname.startsWith("/product/"),
    auth: {
      sessionFor: (token) => {
        asked.push(token);
        return Promise.resolve(token === "live" ? SHOPPER : undefined);
      },
    },
  });
  return { audienceOf, asked };
}

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, { headers });

describe("whom a page may be shared with", () => {
  it.each([
    ["a visitor without a token", "/product/a", {}, "anonymous", []],
    ["a visitor without a token, on a personal page", "/page/user_dashboard", {}, "anonymous", []],
    [
      "a live session cookie on a shared page",
      "/product/a",
      { cookie: "hanko=live" },
      "signed-in",
      ["live"],
    ],
    [
      "a live bearer token on a shared page",
      "/product/a",
      { authorization: "Bearer live" },
      "signed-in",
      ["live"],
    ],
    [
      "a dead session cookie on a shared page",
      "/product/a",
      { cookie: "hanko=ended" },
      "anonymous",
      ["ended"],
    ],
    [
      "a live session on a personal page",
      "/page/user_dashboard",
      { cookie: "hanko=live" },
      undefined,
      [],
    ],
    [
      "an Authorization that is no bearer token",
      "/product/a",
      { authorization: "Basic eDp5" },
      undefined,
      [],
    ],
  ] as const)("%s", async (_case, path, headers, expected, asked) => {
    const { audienceOf, asked: seen } = audienceWith();
    expect(await audienceOf(request(path, headers))).toBe(expected);
    expect(seen).toEqual(asked);
  });
});

describe("the request a shared page is rendered from", () => {
  it("has no session cookie and no Authorization, and keeps every other cookie as sent", () => {
    const stripped = withoutSession(
      request("/product/a?x=1", {
        cookie: "selectedLanguage=en; hanko=eyJ.a.b; hanko_session=kept; cookieConsent=all",
        authorization: "Bearer eyJ.a.b",
        "accept-encoding": "br",
      }),
    );
    expect(stripped.url).toBe("http://shop.test/product/a?x=1");
    expect(stripped.headers.get("cookie")).toBe(
      "selectedLanguage=en; hanko_session=kept; cookieConsent=all",
    );
    expect(stripped.headers.has("authorization")).toBe(false);
    expect(stripped.headers.get("accept-encoding")).toBe("br");
  });

  it("has no Cookie header at all when the session cookie was the only one", () => {
    const stripped = withoutSession(request("/", { cookie: " hanko=eyJ.a.b " }));
    expect(stripped.headers.has("cookie")).toBe(false);
  });
});
