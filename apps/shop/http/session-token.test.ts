import { describe, expect, it } from "vitest";
import { readSessionToken } from "./session-token.ts";

describe("readSessionToken", () => {
  it.each<[Record<string, string>, string | undefined]>([
    [{}, undefined],
    [{ Cookie: "hanko=abc.def.ghi" }, "abc.def.ghi"],
    [{ Cookie: "kb_lang=en; hanko=abc.def.ghi; x=1" }, "abc.def.ghi"],
    [{ Cookie: "hanko=" }, undefined],
    // Read as it came (docs/decisions/0023); the provider refuses it, so the visitor is anonymous.
    [{ Cookie: "hanko=%E0%A4%A" }, "%E0%A4%A"],
    [{ Authorization: "Bearer tok.en.value" }, "tok.en.value"],
    [{ Authorization: "bearer tok.en.value", Cookie: "hanko=other" }, "tok.en.value"],
    [{ Authorization: "Basic dXNlcjpwYXNz", Cookie: "hanko=cookie" }, "cookie"],
  ])("%j → %j", (headers, token) => {
    expect(readSessionToken(new Headers(headers))).toBe(token);
  });
});
