import { describe, expect, it } from "vitest";
import {
  asObject,
  claimEmail,
  claimHttpsUrl,
  claimId,
  claimIsTrue,
  claimString,
  providerUser,
} from "./provider-user.ts";

describe("claim readers", () => {
  it.each([
    [true, true],
    ["true", true],
    [" TRUE ", true],
    [false, false],
    ["false", false],
    [1, false],
    ["1", false],
    ["yes", false],
    [null, false],
    [undefined, false],
  ])("claimIsTrue(%j) is %s", (value, expected) => {
    expect(claimIsTrue(value)).toBe(expected);
  });

  it.each([
    ["abc", "abc"],
    [" abc ", "abc"],
    [42, "42"],
    [0, "0"],
    ["", undefined],
    ["  ", undefined],
    [1.5, undefined],
    [Number.MAX_SAFE_INTEGER + 2, undefined],
    [null, undefined],
    [{}, undefined],
  ])("claimId(%j) is %j", (value, expected) => {
    expect(claimId(value)).toBe(expected);
  });

  it("claimString takes only non-blank strings", () => {
    expect(claimString(" Jane ")).toBe("Jane");
    expect(claimString(7)).toBeUndefined();
    expect(claimString("")).toBeUndefined();
  });

  it.each([
    ["jane@example.com", "jane@example.com"],
    [" jane@example.com ", "jane@example.com"],
    ["jane", undefined],
    ["jane@localhost", undefined],
    ["jane doe@example.com", undefined],
    ["a@b@example.com", undefined],
    ["jane@example.com and more", undefined],
    ["@example.com", undefined],
    ["jane@example.", undefined],
    ["jane@.com", undefined],
    ["j@e.se", "j@e.se"],
    [42, undefined],
  ])("claimEmail(%j) is %j", (value, expected) => {
    expect(claimEmail(value)).toBe(expected);
  });

  it.each([
    ["https://cdn.example.com/a.png", "https://cdn.example.com/a.png"],
    ["http://cdn.example.com/a.png", undefined],
    ["javascript:alert(1)", undefined],
    ["data:image/png;base64,AAAA", undefined],
    ["not a url", undefined],
    [" https://cdn.example.com/a.png ", "https://cdn.example.com/a.png"],
    ["", undefined],
    [42, undefined],
  ])("claimHttpsUrl(%j) is %j", (value, expected) => {
    expect(claimHttpsUrl(value)).toBe(expected);
  });

  it("asObject takes plain objects only", () => {
    expect(asObject({ a: 1 })).toEqual({ a: 1 });
    expect(asObject([1])).toBeUndefined();
    expect(asObject(null)).toBeUndefined();
    expect(asObject("{}")).toBeUndefined();
  });
});

describe("providerUser", () => {
  it("needs an id", () => {
    expect(providerUser({ id: undefined, email: "a@example.com", emailVerified: true })).toBe(
      undefined,
    );
  });

  it("is never verified without an email", () => {
    expect(providerUser({ id: "1", emailVerified: true })).toStrictEqual({
      id: "1",
      emailVerified: false,
    });
  });

  it("keeps the email, name and picture the provider sent", () => {
    expect(
      providerUser({
        id: "1",
        email: "a@example.com",
        emailVerified: false,
        name: "Jane",
        picture: "https://cdn.example.com/a.png",
      }),
    ).toStrictEqual({
      id: "1",
      email: "a@example.com",
      emailVerified: false,
      name: "Jane",
      picture: "https://cdn.example.com/a.png",
    });
  });

  it("leaves out what the provider did not send", () => {
    expect(
      providerUser({ id: "1", email: "a@example.com", emailVerified: true, name: undefined }),
    ).toStrictEqual({ id: "1", email: "a@example.com", emailVerified: true });
  });
});
