import { describe, expect, it } from "vitest";
import { documentCookieJar, readCookie, serializeCookie } from "./cookie-jar.ts";

const EXPIRES = new Date("2026-11-22T11:00:00Z");

describe("serializeCookie", () => {
  it.each([
    [{}, "hanko=jwt; Path=/"],
    [{ sameSite: "lax" as const }, "hanko=jwt; Path=/; SameSite=Lax"],
    [{ sameSite: "None" as const, secure: true }, "hanko=jwt; Path=/; SameSite=None; Secure"],
    [
      { expires: EXPIRES, domain: "shop.example", sameSite: "strict" as const, secure: false },
      "hanko=jwt; Path=/; Expires=Sun, 22 Nov 2026 11:00:00 GMT; Domain=shop.example; SameSite=Strict",
    ],
  ])("%o", (attributes, expected) => {
    expect(serializeCookie("hanko", "jwt", attributes)).toBe(expected);
  });
});

describe("readCookie", () => {
  it.each([
    ["a=1; hanko=x.y.z; b=2", "x.y.z"],
    ["hanko=%22quoted%22", '"quoted"'],
    ['hanko="x"', "x"],
    ["hankoX=1", undefined],
    ["", undefined],
  ])("%s", (header, expected) => {
    expect(readCookie(header, "hanko")).toBe(expected);
  });
});

describe("documentCookieJar", () => {
  it("writes document.cookie and removes with an expired date and the same domain", () => {
    const doc = { cookie: "" };
    const jar = documentCookieJar(() => doc);
    jar.set("hanko", "jwt", { secure: true, sameSite: "lax" });
    expect(doc.cookie).toBe("hanko=jwt; Path=/; SameSite=Lax; Secure");
    doc.cookie = "hanko=jwt";
    expect(jar.get("hanko")).toBe("jwt");
    jar.remove("hanko", { domain: "shop.example" });
    expect(doc.cookie).toBe(
      "hanko=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Domain=shop.example",
    );
  });
});
