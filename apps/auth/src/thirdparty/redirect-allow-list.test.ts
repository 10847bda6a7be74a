import { describe, expect, it } from "vitest";
import { isAllowedRedirect } from "./redirect-allow-list.ts";

const site = ["https://allowed.example.com", "https://allowed.example.com/**"];

describe("isAllowedRedirect", () => {
  it.each([
    "https://allowed.example.com",
    "https://allowed.example.com/",
    "https://allowed.example.com/account",
    "https://allowed.example.com/account/",
    "https://allowed.example.com/account/orders?tab=open#top",
    "https://allowed.example.com//",
    // Scheme and host are case-insensitive, as in the browser.
    "HTTPS://ALLOWED.EXAMPLE.COM/account",
    "Https://Allowed.Example.Com",
  ])("lets %s through the site's patterns", (url) => {
    expect(isAllowedRedirect(url, site)).toBe(true);
  });

  it.each([
    ["empty", ""],
    ["a slash", "/"],
    ["a relative path", "/account"],
    ["a relative path without a slash", "account"],
    ["protocol-relative", "//evil.com"],
    ["protocol-relative to the allowed host", "//allowed.example.com"],
    ["another host", "https://evil.com"],
    ["another host with the allowed path", "https://evil.com/allowed.example.com"],
    ["the allowed host as a prefix", "https://allowed.example.com.evil.com"],
    ["the allowed host as a prefix, then a path", "https://allowed.example.com.evil.com/x"],
    ["the allowed host as a suffix", "https://evilallowed.example.com"],
    ["another scheme", "http://allowed.example.com"],
    ["userinfo naming the allowed host", "https://allowed.example.com@evil.com"],
    ["userinfo with a port", "https://allowed.example.com:443@evil.com"],
    ["empty userinfo", "https://@allowed.example.com"],
    ["a backslash before the userinfo", "https://evil.com\\@allowed.example.com"],
    ["backslashes for slashes", "https:\\\\evil.com"],
    ["a backslash mixed in", "https:/\\evil.com"],
    ["a backslash after the host", "https://allowed.example.com\\.evil.com"],
    ["a backslash in the path", "https://allowed.example.com/\\evil.com"],
    ["percent-encoded slashes", "%2F%2Fevil.com"],
    ["a percent-encoded slash in the userinfo", "https://allowed.example.com%2F@evil.com"],
    ["a percent-encoded backslash", "https://allowed.example.com%5C.evil.com"],
    ["a percent-encoded backslash in the userinfo", "https://allowed.example.com%5C@evil.com"],
    ["a percent-encoded dot in the host", "https://allowed%2Eexample.com"],
    ["a percent-encoded scheme separator", "https%3A%2F%2Fevil.com"],
    ["javascript:", "javascript:alert(document.domain)"],
    ["javascript: behind the allowed host", "javascript://allowed.example.com/%0Aalert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["file:", "file:///etc/passwd"],
    ["no slashes after the scheme", "https:allowed.example.com"],
    ["one slash after the scheme", "https:/allowed.example.com"],
    ["three slashes after the scheme", "https:///allowed.example.com"],
    ["no host", "https://"],
    ["a leading space", " https://allowed.example.com"],
    ["a trailing space", "https://allowed.example.com/ "],
    ["a tab in the host", "https://allowed.example.com\t.evil.com"],
    ["a newline in the host", "https://allowed.example.com\n.evil.com"],
    ["a trailing newline", "https://allowed.example.com/\n"],
    ["a leading NUL", "\u0000https://allowed.example.com"],
    ["DEL", "https://allowed.example.com/\u007f"],
    ["a non-breaking space", "https://allowed.example.com/\u00a0"],
    ["a line separator", "https://allowed.example.com/\u2028"],
    ["a look-alike host", "https://\u0430llowed.example.com"],
    ["a non-ASCII path", "https://allowed.example.com/\u00f6"],
    ["a non-ASCII character inside the path", "https://allowed.example.com/\u00f6x"],
    ["a space inside the path", "https://allowed.example.com/a b"],
    ["a default port written out", "https://allowed.example.com:443/account"],
    ["another port", "https://allowed.example.com:8443/account"],
    ["an out-of-range port", "https://allowed.example.com:99999"],
    // The patterns glob-match the URL as written.
    ["the host's root dot", "https://allowed.example.com./account"],
    ["a fragment naming another host", "https://allowed.example.com#@evil.com"],
    ["too long", `https://allowed.example.com/${"a".repeat(5000)}`],
  ])("refuses %s", (_name, url) => {
    expect(isAllowedRedirect(url, site)).toBe(false);
  });

  it.each([
    // pattern, url, allowed
    ["https://*.example.com", "https://shop.example.com", true],
    ["https://*.example.com", "https://SHOP.example.com", true],
    ["https://*.example.com", "https://example.com", false],
    ["https://*.example.com", "https://a.b.example.com", false],
    ["https://*.example.com", "https://shop.example.com.evil.com", false],
    ["https://*.example.com", "https://evil.com/.example.com", false],
    ["https://*.example.com", "https://evilexample.com", false],
    ["https://*.example.com", "https://shop$.example.com", false],
    ["https://*.example.com", "https://shop_1.example.com", false],
    ["https://*.example.com", "https://shop.example.com/account", false],
    ["https://*.example.com/**", "https://shop.example.com/account/orders", true],
    ["https://*.example.com/**", "https://shop.example.com.evil.com/account", false],
    ["https://**.example.com", "https://a.b.example.com", true],
    ["https://**.example.com", "https://a.b.example.com.evil.com", false],
    ["https://*.example.com**", "https://shop.example.com/x", true],
    ["https://*.example.com**", "https://shop.example.com.evil.com", false],
    ["https://{shop,blog}.example.com/**", "https://blog.example.com/x", true],
    ["https://{shop,blog}.example.com/**", "https://mail.example.com/x", false],
    // Path wildcards: `*` within one segment, `**` across.
    ["https://shop.example.com/account/*", "https://shop.example.com/account/orders", true],
    ["https://shop.example.com/account/*", "https://shop.example.com/account/a/b", false],
    ["https://shop.example.com/account/*", "https://shop.example.com/other", false],
    ["https://shop.example.com/account/**", "https://shop.example.com/account/a/b?c=d", true],
    ["https://shop.example.com/account/**", "https://shop.example.com/accountant", false],
    // A trailing `**` after the host: its static text is the host, any port.
    ["http://localhost:8888**", "http://localhost:8888", true],
    ["http://localhost:8888**", "http://localhost:8888/callback?x=1", true],
    ["http://localhost:8888**", "http://localhost:9999/callback", false],
    ["http://localhost:8888**", "http://localhost:88889", false],
    ["http://localhost:8888**", "http://localhost:8888.evil.com", false],
    ["http://localhost:8888**", "http://localhost:8888@evil.com", false],
    ["http://127.0.0.1**", "http://127.0.0.1:3000/x", true],
    ["http://127.0.0.1**", "http://127.0.0.1.evil.com", false],
    ["http://127.0.0.1**", "http://127.0.0.1.nip.io:3000", false],
    ["http://127.0.0.1**.*", "http://127.0.0.1.evil.com", false],
    ["http://127.0.0.1**", "http://0x7f.1", false],
    ["http://127.0.0.1**", "http://2130706433", false],
    ["https://allowed.example.com**", "https://allowed.example.com/x", true],
    ["https://allowed.example.com**", "https://allowed.example.com.evil.com", false],
    // Ports: explicit in the pattern binds; the scheme's default counts as written.
    ["https://allowed.example.com:8443/**", "https://allowed.example.com:8443/x", true],
    ["https://allowed.example.com:8443/**", "https://allowed.example.com/x", false],
    ["https://allowed.example.com:8443/**", "https://allowed.example.com:443/x", false],
    ["https://allowed.example.com:443/**", "https://allowed.example.com:443/x", true],
    ["https://allowed.example.com:443/**", "https://allowed.example.com/x", false],
    ["http://localhost:*/**", "http://localhost:3000/x", true],
    ["http://localhost:80**", "http://localhost:8080/x", false],
    ["http://localhost:80/**", "http://localhost:80/x", true],
    // IPv6 literals.
    ["http://[::1]:3000/**", "http://[::1]:3000/x", true],
    ["http://[::1]/**", "http://[::1]/x", true],
    ["http://[::1]:3000**", "http://[::1]:30001", false],
    // Character classes in a host glob (hexadecimal ones too, unless the whole host is [v6]).
    ["https://shop.example.[cs][eo]/**", "https://shop.example.se/x", true],
    ["https://shop[12].example.com/**", "https://shop2.example.com/x", true],
    ["https://shop[12].example.com/**", "https://shop3.example.com/x", false],
    ["https://[ab].example.com/**", "https://b.example.com/x", true],
    ["https://[ab].example.com/**", "https://c.example.com/x", false],
    // A host escapes glob characters as the rest of the pattern does.
    ["https://allowed\\.example.com/**", "https://allowed.example.com/x", true],
    // The fully qualified form of an allowed host.
    ["https://allowed.example.com**", "https://allowed.example.com./x", true],
    // `**` alone names no host, not even the empty one of `https://.`.
    ["https://**", "https://.", false],
    ["https://*.", "https://.", false],
    ["http://[::1]:3000/**", "http://[::1]:4000/x", false],
    ["http://[::1]:3000/**", "http://[0:0::1]:3000/x", false],
    // Patterns compare case-insensitively in scheme and host too.
    ["HTTPS://Allowed.Example.COM/**", "https://allowed.example.com/x", true],
    // Malformed or schemeless patterns match nothing.
    ["https://[allowed.example.com", "https://allowed.example.com", false],
    ["allowed.example.com", "https://allowed.example.com", false],
    ["https://", "https://allowed.example.com", false],
    ["**", "https://evil.com", false],
    ["https://**", "https://evil.com", false],
    ["http*://allowed.example.com", "https://allowed.example.com", false],
    ["x:https://allowed.example.com", "https://allowed.example.com", false],
    ["https://{a:1,b}.example.com/**", "https://b.example.com/x", false],
    ["https://allowed.example.com**", "xhttps://allowed.example.com", false],
  ])("%s against %s: %s", (pattern, url, expected) => {
    expect(isAllowedRedirect(url, [pattern])).toBe(expected);
  });

  it("trims one trailing slash before matching an exact pattern", () => {
    const exact = ["https://allowed.example.com/account"];
    const results = [
      "https://allowed.example.com/account",
      "https://allowed.example.com/account/",
      "https://allowed.example.com/account//",
      "https://allowed.example.com/accoun",
    ].map((url) => isAllowedRedirect(url, exact));
    expect(results).toStrictEqual([true, true, false, false]);
  });

  it("matches a URL of up to 4096 characters", () => {
    const ofLength = (length: number) =>
      `https://allowed.example.com/${"a".repeat(length - "https://allowed.example.com/".length)}`;
    expect(isAllowedRedirect(ofLength(4096), site)).toBe(true);
    expect(isAllowedRedirect(`${ofLength(4096)}/`, site)).toBe(true);
    expect(isAllowedRedirect(ofLength(4097), site)).toBe(false);
  });

  it("passes when any one pattern allows the URL", () => {
    const patterns = ["https://shop.example.com/**", "https://auth.example.com/error"];
    expect(isAllowedRedirect("https://auth.example.com/error", patterns)).toBe(true);
    expect(isAllowedRedirect("https://auth.example.com/other", patterns)).toBe(false);
  });

  it("allows nothing with no patterns", () => {
    expect(isAllowedRedirect("https://allowed.example.com", [])).toBe(false);
  });

  it.each([
    ["undefined", undefined],
    ["null", null],
    ["a number", 42],
    ["an object", { href: "https://allowed.example.com" }],
    ["an array", ["https://allowed.example.com"]],
  ])("answers false, without throwing, for %s", (_name, value) => {
    expect(isAllowedRedirect(value as unknown as string, site)).toBe(false);
  });

  it("skips patterns that are not strings and never throws on them", () => {
    const patterns = [null, 1, "https://allowed.example.com"] as unknown as string[];
    expect(isAllowedRedirect("https://allowed.example.com", patterns)).toBe(true);
    // Their text would be a pattern.
    const lookAlikes = [
      ["https://allowed.example.com"],
      { toString: () => "https://allowed.example.com" },
    ] as unknown as string[];
    expect(isAllowedRedirect("https://allowed.example.com", lookAlikes)).toBe(false);
    expect(isAllowedRedirect("https://allowed.example.com", null as unknown as string[])).toBe(
      false,
    );
  });
});
