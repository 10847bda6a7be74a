import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { SHARED_PAGE } from "../../http/page-cache-control.ts";
import { createPageCache } from "../page-cache/page-cache.ts";
import { cspHash } from "./inline-hashes.ts";
import { securityHeadersMiddleware } from "./security-headers-middleware.ts";
import { contentSecurityPolicy, type SecurityOrigins } from "./security-headers.ts";

const origins: SecurityOrigins = {
  shopUrl: "https://kretsbutiken.se",
  auth: "https://login.kretsbutiken.se",
  paymentPage: undefined,
};

/** The shop's layers in miniature: the middleware, a page cache, and pages using the nonce. */
function shop() {
  const app = new Hono();
  const cache = createPageCache({
    snapshot: () => Promise.resolve({}),
    contentSecurityPolicy: (inline) => contentSecurityPolicy(origins, inline),
  });
  const page = (nonce: string, cacheControl: string) =>
    new Response(`<script nonce="${nonce}">start()</script><p>${INJECTED}</p>`, {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl },
    });
  app.use("*", securityHeadersMiddleware(origins));
  app.get("/cart", (c) => page(c.get("cspNonce"), "private, no-cache"));
  app.get("/", (c) =>
    cache.serve(
      c.req.raw,
      () => Promise.resolve(page(c.get("cspNonce"), SHARED_PAGE)),
      c.get("cspNonce"),
    ),
  );
  app.get("/testbetalning", (c) => {
    c.header("Content-Security-Policy", "default-src 'none'");
    return c.html("<p>test provider</p>");
  });
  app.get("/api/products", (c) => c.json([]));
  return (path: string) => app.request(path);
}

/** What a page may show from elsewhere (a review's text) were it not escaped. */
const INJECTED = "<script>steal()</script>";

const nonceIn = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

describe("the security headers on a response", () => {
  it("name the nonce the page was rendered with, a new one of 128 bits for every request", async () => {
    const get = shop();
    const [first, second] = [await get("/cart"), await get("/cart")];
    const nonce = nonceIn(first.headers.get("Content-Security-Policy"));
    expect(nonce).toBeDefined();
    expect(await first.text()).toContain(`<script nonce="${nonce}">`);
    expect(Buffer.from(nonce ?? "", "base64")).toHaveLength(16);
    expect(nonceIn(second.headers.get("Content-Security-Policy"))).not.toBe(nonce);
  });

  it("name, for a page from the cache, the hashes of its own inline code and no nonce", async () => {
    const get = shop();
    const expectHashesOnly = (response: Response) => {
      const policy = response.headers.get("Content-Security-Policy") ?? "";
      expect(nonceIn(policy)).toBeUndefined();
      expect(policy).toContain(`script-src 'self' '${cspHash("start()")}';`);
      expect(policy).not.toContain(cspHash("steal()"));
    };
    // The first answer puts the page in the cache, the second comes from it.
    expectHashesOnly(await get("/"));
    expectHashesOnly(await get("/"));
  });

  it.each(["/cart", "/", "/testbetalning", "/api/products", "/no-such-path"])(
    "are all on %s",
    async (path) => {
      const headers = (await shop()(path)).headers;
      expect(headers.get("Content-Security-Policy")).toMatch(/^default-src 'none'/);
      expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("Permissions-Policy")).toContain("camera=()");
      expect(headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
      expect(headers.get("Strict-Transport-Security")).toBe("max-age=31536000");
    },
  );

  it("leave a policy a route set itself (the test provider's pages)", async () => {
    const response = await shop()("/testbetalning");
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'");
  });
});
