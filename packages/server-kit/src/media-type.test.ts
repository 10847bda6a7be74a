import { describe, expect, it } from "vitest";
import { parseMediaType } from "./media-type.ts";

describe("parseMediaType", () => {
  it.each([
    ["application/x-www-form-urlencoded", "application/x-www-form-urlencoded", {}],
    ["Multipart/Form-Data; Boundary=abc", "multipart/form-data", { boundary: "abc" }],
    ['multipart/form-data; boundary="a b\\"c"', "multipart/form-data", { boundary: 'a b"c' }],
    ["text/plain ; charset=utf-8 ; charset=latin1", "text/plain", { charset: "utf-8" }],
    ["text/plain; nonsense; =x", "text/plain", {}],
    ['text/plain; charset=""', "text/plain", { charset: "" }],
    ['text/plain; charset="', "text/plain", { charset: '"' }],
    ['text/plain; charset="u\\tf-8"', "text/plain", { charset: "utf-8" }],
    ["text/plain; charset=a=b", "text/plain", { charset: "a=b" }],
    ["text/plain;q=1", "text/plain", { q: "1" }],
    ['text/plain; charset="abc', "text/plain", { charset: '"abc' }],
    ['text/plain; charset=abc"', "text/plain", { charset: 'abc"' }],
  ])("reads %s", (header, essence, params) => {
    const type = parseMediaType(header);
    expect(type?.essence).toBe(essence);
    expect(Object.fromEntries(type?.params ?? [])).toEqual(params);
  });

  it.each(["", "form", "text/", "/plain", "text/plain/x", "te xt/plain", "<script>/x"])(
    "names no media type in %j",
    (header) => {
      expect(parseMediaType(header)).toBeUndefined();
    },
  );
});
