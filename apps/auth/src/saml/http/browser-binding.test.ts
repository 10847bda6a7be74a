import { describe, expect, it } from "vitest";
import { bindingOf, browserBindingCookie, browserValue, isBoundTo } from "./browser-binding.ts";

describe("browserBindingCookie", () => {
  it.each([
    ["https", "https://auth.example.com"],
    ["http on localhost", "http://localhost:8000"],
    ["http on 127.0.0.1", "http://127.0.0.1:8000"],
    ["http on another loopback address", "http://127.10.200.3:8000"],
    ["http on [::1]", "http://[::1]:8000"],
  ])("is __Host-, Secure and SameSite=None on %s", (_name, endpoint) => {
    const cookie = browserBindingCookie(endpoint);
    expect(cookie.name).toBe("__Host-hanko_saml_request");
    expect(cookie.set("v", 600)).toBe(
      "__Host-hanko_saml_request=v; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=None",
    );
    expect(cookie.clear()).toBe(
      "__Host-hanko_saml_request=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=None",
    );
  });

  it.each([
    ["another host", "http://auth.internal:8000"],
    ["a host that only starts like loopback", "http://127.0.0.1.evil.example"],
    ["a LAN address", "http://192.168.1.20:8000"],
  ])("is a plain SameSite=Lax cookie on http at %s (no Secure cookie there)", (_name, url) => {
    const cookie = browserBindingCookie(url);
    expect(cookie.name).toBe("hanko_saml_request");
    expect(cookie.set("v", 600)).toBe(
      "hanko_saml_request=v; Max-Age=600; Path=/; HttpOnly; SameSite=Lax",
    );
  });
});

describe("the binding", () => {
  const value = browserValue(undefined);

  it("is a fresh 256-bit value, or the well-formed one the browser carries", () => {
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(browserValue(undefined)).not.toBe(value);
    expect(browserValue(value)).toBe(value);
    expect(browserValue("short")).not.toBe("short");
    expect(browserValue(`${value}x`)).not.toBe(`${value}x`);
  });

  it("stores a hash, not the value", () => {
    expect(bindingOf(value)).not.toBe(value);
    expect(bindingOf(value)).toBe(bindingOf(value));
  });

  it.each([
    ["the same value", () => value, () => bindingOf(value), true],
    ["another value", () => browserValue(undefined), () => bindingOf(value), false],
    ["no cookie", () => undefined, () => bindingOf(value), false],
    ["no stored binding (a request from before bindings)", () => value, () => undefined, false],
    ["the stored hash sent as the value", () => bindingOf(value), () => bindingOf(value), false],
    ["an empty value against the hash of empty", () => "", () => bindingOf(""), false],
    ["a stored binding of another length", () => value, () => bindingOf(value).slice(1), false],
  ])("matches %s: %s", (_name, carried, stored, expected) => {
    expect(isBoundTo(carried(), stored())).toBe(expected);
  });
});
