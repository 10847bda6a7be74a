import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  cspDirectives,
  securityHeaders,
  type SecurityOrigins,
} from "./security-headers.ts";

const origins: SecurityOrigins = {
  shopUrl: undefined,
  auth: "https://login.kretsbutiken.se",
  paymentPage: undefined,
};
const nonce = { nonce: "bm9uY2U=" };

describe("the Content-Security-Policy", () => {
  it("is this, for a page rendered with its nonce and the built-in test provider", () => {
    expect(contentSecurityPolicy(origins, nonce)).toBe(
      [
        "default-src 'none'",
        "script-src 'self' 'nonce-bm9uY2U='",
        "style-src 'self' 'nonce-bm9uY2U='",
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self' https://login.kretsbutiken.se",
        "form-action 'self' https://login.kretsbutiken.se",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "object-src 'none'",
      ].join("; "),
    );
  });

  it.each([
    [
      "the test provider (its page is the shop's)",
      undefined,
      ["'self'", "https://login.kretsbutiken.se"],
    ],
    [
      "Stripe Checkout",
      "https://checkout.stripe.com",
      ["'self'", "https://login.kretsbutiken.se", "https://checkout.stripe.com"],
    ],
  ])("lets forms, and checkout's redirect, reach %s", (_name, paymentPage, formAction) => {
    const directives = cspDirectives({ ...origins, paymentPage }, nonce);
    expect(directives["form-action"]).toEqual(formAction);
    // The browser never fetches from the payment provider: it is sent there.
    expect(directives["connect-src"]).toEqual(["'self'", "https://login.kretsbutiken.se"]);
  });

  it("names the hashes instead of a nonce for a page from the cache, each kind where it belongs", () => {
    const directives = cspDirectives(origins, {
      scriptHashes: ["sha256-c2NyaXB0"],
      styleHashes: ["sha256-c3R5bGU="],
    });
    expect(directives["script-src"]).toEqual(["'self'", "'sha256-c2NyaXB0'"]);
    expect(directives["style-src"]).toEqual(["'self'", "'sha256-c3R5bGU='"]);
  });

  it("allows no inline script at all when a kept page has none", () => {
    const policy = contentSecurityPolicy(origins, { scriptHashes: [], styleHashes: [] });
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self';");
  });

  it.each([
    ["a nonce", nonce],
    ["hashes", { scriptHashes: ["sha256-YQ=="], styleHashes: [] }],
  ])("with %s, never lets injected markup run script or eval, nor be framed", (_name, inline) => {
    const directives = cspDirectives(origins, inline);
    for (const sources of Object.values(directives)) expect(sources).not.toContain("'unsafe-eval'");
    for (const name of ["script-src", "style-src", "default-src"]) {
      expect(directives[name]).not.toContain("'unsafe-inline'");
    }
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["base-uri"]).toEqual(["'self'"]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("writes an origin once even when the sign-in provider is named twice", () => {
    const policy = contentSecurityPolicy(
      { ...origins, paymentPage: "https://login.kretsbutiken.se" },
      nonce,
    );
    expect(policy).toContain("form-action 'self' https://login.kretsbutiken.se;");
  });
});

describe("the other security headers", () => {
  const fixed = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=(), accelerometer=(), gyroscope=(), magnetometer=(), browsing-topics=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };

  it.each([
    ["unset (the request's own origin)", undefined, fixed],
    ["http", "http://localhost:3000", fixed],
    [
      "https",
      "https://kretsbutiken.se",
      { ...fixed, "Strict-Transport-Security": "max-age=31536000" },
    ],
  ])("with SHOP_PUBLIC_URL %s are these", (_name, shopUrl, expected) => {
    expect(Object.fromEntries(securityHeaders({ ...origins, shopUrl }))).toEqual(expected);
  });
});
