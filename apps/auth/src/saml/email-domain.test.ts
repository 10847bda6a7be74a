import { describe, expect, it } from "vitest";
import { emailDomain, normalisedDomain } from "./email-domain.ts";

describe("emailDomain", () => {
  it.each([
    ["a plain address", "jane@corp.example", "corp.example"],
    ["capitals", "Jane@CORP.Example", "corp.example"],
    ["the part after the last @", '"a@b"@corp.example', "corp.example"],
    ["a punycode domain, as configured", "jane@xn--bcher-kva.example", "xn--bcher-kva.example"],
    ["a trailing dot", "jane@corp.example.", undefined],
    ["an empty label", "jane@corp..example", undefined],
    ["a single label", "jane@localhost", undefined],
    ["a label starting with a hyphen", "jane@-corp.example", undefined],
    ["a full-width dot", "jane@corp\uFF0Eexample", undefined],
    ["a full-width letter", "jane@\uFF43orp.example", undefined],
    ["a Cyrillic look-alike", "jane@\u0441orp.example", undefined],
    ["the Kelvin sign (lower-cases to k)", "jane@\u212Aorp.example", undefined],
    ["a Unicode domain not in its xn-- form", "jane@bücher.example", undefined],
    ["surrounding space", "jane@corp.example ", undefined],
    ["no local part", "@corp.example", undefined],
    ["no @", "corp.example", undefined],
    ["a one-letter local part", "j@corp.example", "corp.example"],
    ["one-letter labels", "jane@a.b", "a.b"],
    ["digits and inner hyphens", "jane@my-corp2.9example", "my-corp2.9example"],
    ["a label ending with a hyphen", "jane@corp-.example", undefined],
    ["an underscore", "jane@corp_x.example", undefined],
  ])("%s", (_name, address, expected) => {
    expect(emailDomain(address)).toBe(expected);
  });
});

describe("normalisedDomain", () => {
  it("takes plain DNS names up to 253 characters, lower-cased", () => {
    expect(normalisedDomain("Corp.Example")).toBe("corp.example");
    const long = `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(61)}`;
    expect(long).toHaveLength(253);
    expect(normalisedDomain(long)).toBe(long);
    expect(normalisedDomain(`${long}e`)).toBeUndefined();
    expect(normalisedDomain(`${"a".repeat(64)}.example`)).toBeUndefined();
    expect(normalisedDomain("")).toBeUndefined();
  });

  it("takes nothing but a string", () => {
    const values = [undefined, null, 42, ["corp.example"]] as unknown as string[];
    expect(values.map((value) => [normalisedDomain(value), emailDomain(value)])).toEqual(
      values.map(() => [undefined, undefined]),
    );
  });
});
