import { describe, expect, it } from "vitest";
import { maskEmail, maskIp, maskUserAgent, maskUsername } from "./audit-masking.ts";

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

describe("masking what identifies a person", () => {
  it.each([
    ["jane.doe@example.com", "j*****@example.com"],
    ["a@example.com", "a*****@example.com"],
    ["@example.com", "*****@example.com"],
  ])("e-mail %s → %s", (address, masked) => {
    expect(maskEmail(address)).toBe(masked);
  });

  it.each([
    ["kretsbutik", "k*****k"],
    ["ab", "a*****b"],
    ["x", "*"],
  ])("username %s → %s", (username, masked) => {
    expect(maskUsername(username)).toBe(masked);
  });

  it.each([
    ["203.0.113.57", "203.0.113.0"],
    ["2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:db8:85a3::"],
    ["2001:db8::1", "2001:db8::"],
    ["::1", "::"],
    ["unknown", "unknown"],
  ])("IP %s → %s", (ip, masked) => {
    expect(maskIp(ip)).toBe(masked);
  });

  it.each([
    [FIREFOX_LINUX, "Linux (Firefox)"],
    ["curl/8.5.0", "Unknown"],
    ["", ""],
  ])("User-Agent %s → %s", (userAgent, masked) => {
    expect(maskUserAgent(userAgent)).toBe(masked);
  });
});
