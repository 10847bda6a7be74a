// The headers that limit what the shop's pages may do, in one table: where scripts, styles,
// pictures and requests may come from (Content-Security-Policy, CSP Level 3), and what the
// browser may otherwise do with a page. The origins come from configuration
// (security-origins.ts); docs/decisions/0036-shop-security-headers.md has the reasons.

export interface SecurityOrigins {
  /** SHOP_PUBLIC_URL: HSTS is sent when it is https. */
  shopUrl: string | undefined;
  /** The sign-in provider as the browser reaches it (AUTH_URL): the widget talks to it. */
  auth: string;
  /** The payment provider's hosted page, unless this server hosts it (the test provider). */
  paymentPage: string | undefined;
}

/**
 * What lets the page's own inline scripts and style elements run: this response's nonce, or,
 * for a page kept whole and answered to many visitors (server/page-cache/), the hashes of
 * exactly the inline scripts and styles in it (inline-hashes.ts).
 */
export type InlineSources =
  { nonce: string } | { scriptHashes: readonly string[]; styleHashes: readonly string[] };

function ownInline(inline: InlineSources, kind: "script" | "style"): string[] {
  if ("nonce" in inline) return [`'nonce-${inline.nonce}'`];
  return (kind === "script" ? inline.scriptHashes : inline.styleHashes).map((hash) => `'${hash}'`);
}

/** The policy's directives: anything not named here falls back to `default-src 'none'`. */
export function cspDirectives(
  origins: SecurityOrigins,
  inline: InlineSources,
): Record<string, readonly string[]> {
  const paymentPage = origins.paymentPage === undefined ? [] : [origins.paymentPage];
  return {
    // No frames, media, workers, fonts (the shop uses the system's) or manifest.
    "default-src": ["'none'"],
    // Hashed files of the build; inline only React Router's and our own by nonce or hash.
    "script-src": ["'self'", ...ownInline(inline, "script")],
    // The inline stylesheet by nonce or hash; the widget adopts constructed stylesheets.
    "style-src": [
      "'self'",
      // Stryker disable next-line StringLiteral: only "script" picks the script hashes; any other kind gets the style ones
      ...ownInline(inline, "style"),
    ],
    // React writes style attributes the server renders (rating widths, the primary colour);
    // an attribute cannot select or read anything, unlike an injected <style>.
    "style-src-attr": ["'unsafe-inline'"],
    // Product pictures and favicons from the shop; the widget's TOTP QR code is a data: URL.
    "img-src": ["'self'", "data:"],
    "connect-src": ["'self'", origins.auth],
    // Checkout's form is answered with a redirect to the payment page, which form-action
    // covers too.
    "form-action": ["'self'", origins.auth, ...paymentPage],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
}

/** The Content-Security-Policy header's value. */
export function contentSecurityPolicy(origins: SecurityOrigins, inline: InlineSources): string {
  return Object.entries(cspDirectives(origins, inline))
    .map(([name, sources]) => [name, ...new Set(sources)].join(" "))
    .join("; ");
}

/** Features the shop never uses: no page of it, nor a script injected into one, may ask. */
export const DENIED_FEATURES = [
  "camera",
  "microphone",
  // Pickup points are found by postcode (app/checkout/pickup-points.ts), not by position.
  "geolocation",
  "payment",
  "usb",
  "serial",
  "hid",
  "midi",
  "display-capture",
  "accelerometer",
  "gyroscope",
  "magnetometer",
  "browsing-topics",
] as const;

/** HSTS for a year once the shop is known to be served over https. */
const HSTS = "max-age=31536000";

/** The headers every response carries besides the policy. */
export function securityHeaders(origins: SecurityOrigins): [name: string, value: string][] {
  const https = origins.shopUrl?.startsWith("https:") ?? false;
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", DENIED_FEATURES.map((feature) => `${feature}=()`).join(", ")],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ...(https ? [["Strict-Transport-Security", HSTS] as [string, string]] : []),
  ];
}
