import { describe, expect, it } from "vitest";
import { isJsonType, readJson } from "./read-json.ts";

const post = (body: string | undefined, type?: string) =>
  new Request("http://x/", {
    method: "POST",
    ...(body === undefined ? {} : { body }),
    headers: type === undefined ? {} : { "Content-Type": type },
  });

describe("isJsonType", () => {
  it.each([
    ["application/json", true],
    ["Application/JSON; charset=UTF-8", true],
    ["application/vnd.api+json", true],
    ["application/json; charset=latin1", false],
    ["text/json", false],
    ["application/jsonx", false],
    ["application/+json/x", false],
    ["application/problem+jsonx", false],
    ["xapplication/problem+json", false],
    ["text/plain", false],
    [null, false],
  ])("%s names JSON: %s", (header, expected) => {
    expect(isJsonType(header)).toBe(expected);
  });
});

const bytes = (...values: number[]) =>
  new Request("http://x/", {
    method: "POST",
    body: new Uint8Array(values),
    headers: { "Content-Type": "application/json" },
  });

describe("readJson", () => {
  it("refuses text that is not UTF-8, even inside a JSON string", async () => {
    // {"a":"<0xff>"}: a lenient decoder would read it as valid JSON with U+FFFD in it.
    const request = bytes(0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d);
    expect(await readJson(request, { maxBytes: 100 })).toEqual({
      ok: false,
      problem: "malformed_body",
    });
  });

  it("refuses a body that breaks while arriving", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("{"));
        controller.error(new Error("connection reset"));
      },
    });
    const request = new Request("http://x/", {
      method: "POST",
      body,
      duplex: "half",
      headers: { "Content-Type": "application/json" },
    });
    expect(await readJson(request, { maxBytes: 100 })).toEqual({
      ok: false,
      problem: "malformed_body",
    });
  });

  it.each([
    ["no body", undefined, undefined],
    ["an empty body of any type", "", "text/plain"],
    ["white space", " \n\t", "application/json"],
  ])("reads %s as {}", async (_name, body, type) => {
    expect(await readJson(post(body, type), { maxBytes: 100 })).toEqual({ ok: true, json: {} });
  });

  it("parses JSON that says it is JSON", async () => {
    expect(await readJson(post('{"a":[1,"ö"]}', "application/json"), { maxBytes: 100 })).toEqual({
      ok: true,
      json: { a: [1, "ö"] },
    });
  });

  it.each([
    ["a body of another type", '{"a":1}', "text/plain", "unsupported_media_type"],
    ["a body of no type", '{"a":1}', undefined, "unsupported_media_type"],
    ["broken JSON", "{", "application/json", "malformed_body"],
    ["bytes that are not UTF-8", "\u00ff", "application/json", "malformed_body"],
    ["JSON nested too deeply", "[[[[1]]]]", "application/json", "too_deep"],
    [
      "a body over the limit",
      JSON.stringify({ a: "x".repeat(200) }),
      "application/json",
      "body_too_large",
    ],
  ])("refuses %s", async (_name, body, type, problem) => {
    const request =
      body === "\u00ff"
        ? new Request("http://x/", {
            method: "POST",
            body: new Uint8Array([0x7b, 0xff, 0x7d]),
            headers: { "Content-Type": "application/json" },
          })
        : post(body, type);
    expect(await readJson(request, { maxBytes: 100, maxDepth: 3 })).toEqual({ ok: false, problem });
  });
});
