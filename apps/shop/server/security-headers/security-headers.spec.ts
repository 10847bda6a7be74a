// The security headers on the real server's answers (the built shop, as playwright.config.ts
// starts it): a page's policy names the nonce on every inline script and style it has, a page
// from the page cache names their hashes instead, and every kind of response carries the rest.
// That the browser then blocks nothing the shop does is proved where pages are visited anyway
// (test-support/csp-violations.ts).
import { expect, test } from "@playwright/test";
import { AUTH_TEST_URL } from "../../../../e2e/support/test-ports.ts";
import { inlineHashes } from "./inline-hashes.ts";

const inlineTags = (html: string) => [...html.matchAll(/<(script|style)\b([^>]*)>/g)];
const nonceIn = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];

test("a page's inline scripts and styles all carry the nonce its policy names, new each time", async ({
  request,
}) => {
  const nonces = [];
  for (let visit = 0; visit < 2; visit++) {
    const response = await request.get("/page/cart");
    const policy = response.headers()["content-security-policy"] ?? "";
    const nonce = nonceIn(policy);
    expect(nonce).toBeDefined();
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}';`);
    expect(policy).toContain(`connect-src 'self' ${AUTH_TEST_URL};`);
    const html = await response.text();
    for (const [tag, , attributes = ""] of inlineTags(html)) {
      if (/\bsrc=/.test(attributes) || /ld\+json/.test(attributes)) continue;
      expect(attributes, tag).toContain(`nonce="${nonce}"`);
    }
    nonces.push(nonce);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test("a shared page from the page cache names the hashes of its inline code, and no nonce", async ({
  request,
}) => {
  for (const path of ["/", "/product/iphone-16-pro-max/1001", "/shop/shop_no_sidebar"]) {
    const first = await request.get(path);
    const again = await request.get(path);
    const policy = again.headers()["content-security-policy"] ?? "";
    expect(policy).not.toContain("'nonce-");
    expect(first.headers()["content-security-policy"]).toBe(policy);
    // The page keeps the nonce it was rendered with, now public, and which the policy ignores.
    const html = await again.text();
    const rendered = /nonce="([^"]+)"/.exec(html)?.[1] ?? "";
    const { scriptHashes, styleHashes } = inlineHashes(html, rendered);
    expect(scriptHashes.length).toBeGreaterThanOrEqual(4);
    expect(styleHashes).toHaveLength(1);
    const script = /script-src ([^;]*)/.exec(policy)?.[1]?.split(" ");
    const style = /style-src ([^;]*)/.exec(policy)?.[1]?.split(" ");
    expect(script).toEqual(["'self'", ...scriptHashes.map((hash) => `'${hash}'`)]);
    expect(style).toEqual(["'self'", ...styleHashes.map((hash) => `'${hash}'`)]);
  }
});

test("every kind of answer carries the headers; the test provider's pages keep their own policy", async ({
  request,
}) => {
  const home = await (await request.get("/")).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(home)?.[0] ?? "";
  const picture = /\/images\/products\/[\w/-]+\.(?:avif|webp)/.exec(home)?.[0] ?? "";
  expect(asset).not.toBe("");
  expect(picture).not.toBe("");
  for (const path of [
    asset,
    picture,
    "/favicon.svg",
    "/api/search/suggest?q=iphone&lang=se",
    "/builds/latest.json",
    "/robots.txt",
    "/healthz",
    "/no-such-page",
    "/testbetalning/not-a-token/",
  ]) {
    const headers = (await request.get(path)).headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("geolocation=()");
    expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
    expect(headers["content-security-policy"], path).toMatch(/^default-src 'none';/);
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
  }
  const testPage = await request.get("/testbetalning/not-a-token/");
  expect(testPage.headers()["content-security-policy"]).toContain("style-src 'unsafe-inline'");
  // SHOP_PUBLIC_URL is the test shop's plain http address: no HSTS.
  expect((await request.get("/")).headers()["strict-transport-security"]).toBeUndefined();
});
