import { describe, expect, it } from "vitest";
import { pageCacheControl, PERSONAL_PAGE, SHARED_PAGE } from "./page-cache-control.ts";

const SHARED = { sharedPage: true };

function page({
  status = 200,
  headers = {},
  handles = [{}, SHARED],
  setCookie = false,
  method = "GET",
}: {
  status?: number;
  headers?: Record<string, string>;
  handles?: unknown[];
  setCookie?: boolean;
  method?: string;
}) {
  const responseHeaders = new Headers();
  if (setCookie) responseHeaders.append("Set-Cookie", "selectedLanguage=en; Path=/");
  return pageCacheControl({
    status,
    request: new Request("http://shop.test/", { method, headers }),
    handles,
    responseHeaders,
  });
}

describe("which pages caches may share", () => {
  it.each([
    ["an anonymous visitor on a shared page", {}, SHARED_PAGE],
    [
      "an anonymous visitor with preference cookies",
      { headers: { cookie: "selectedLanguage=en; cookieConsent=all; kb_cart=1*2" } },
      SHARED_PAGE,
    ],
    [
      "a signed-in visitor (session cookie)",
      { headers: { cookie: "hanko=eyJ.x.y" } },
      PERSONAL_PAGE,
    ],
    ["a dead session cookie", { headers: { cookie: "hanko=expired" } }, PERSONAL_PAGE],
    ["a bearer token", { headers: { authorization: "Bearer eyJ.x.y" } }, PERSONAL_PAGE],
    ["any Authorization header", { headers: { authorization: "Basic YTpi" } }, PERSONAL_PAGE],
    ["a page that sets a cookie", { setCookie: true }, PERSONAL_PAGE],
    [
      "a route that does not say it is shared",
      { handles: [{}, { indexable: false }] },
      PERSONAL_PAGE,
    ],
    ["a shared parent above an unshared page", { handles: [SHARED, {}] }, PERSONAL_PAGE],
    ["no matched route", { handles: [] }, PERSONAL_PAGE],
    ["a 404", { status: 404 }, PERSONAL_PAGE],
    ["an error page", { status: 500 }, PERSONAL_PAGE],
    ["a redirect", { status: 301 }, PERSONAL_PAGE],
    ["the answer to a form post", { method: "POST" }, PERSONAL_PAGE],
  ])("%s: %j → %s", (_case, input, expected) => {
    expect(page(input)).toBe(expected);
  });

  it("never gives a personal page a shared directive", () => {
    expect(PERSONAL_PAGE).toMatch(/private/);
    expect(PERSONAL_PAGE).not.toMatch(/public|s-maxage/);
    expect(SHARED_PAGE).toMatch(/stale-while-revalidate=\d+/);
  });
});
