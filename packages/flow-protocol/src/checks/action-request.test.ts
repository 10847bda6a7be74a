import { describe, expect, it } from "vitest";
import { inputData, parseActionRequest } from "./action-request.ts";

describe("parseActionRequest (§1.3)", () => {
  it.each([
    ["an empty body", undefined, {}],
    [
      "the official client's body",
      { input_data: { code: "123456" }, csrf_token: "T" },
      { input_data: { code: "123456" }, csrf_token: "T" },
    ],
    [
      "input_data null",
      { input_data: null, csrf_token: "T" },
      { input_data: null, csrf_token: "T" },
    ],
    ["no input_data", { csrf_token: "T" }, { csrf_token: "T" }],
    ["no csrf_token (fails the CSRF check later)", { input_data: {} }, { input_data: {} }],
  ])("binds %s", (_what, body, expected) => {
    expect(parseActionRequest(body)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ["input_data an array", { input_data: [1], csrf_token: "T" }, "input_data"],
    ["input_data a string", { input_data: "x", csrf_token: "T" }, "input_data"],
    ["csrf_token a number", { input_data: {}, csrf_token: 5 }, "csrf_token"],
    ["a JSON string body", "hello", "(root)"],
  ])("cannot bind %s (500 technical_error)", (_what, body, path) => {
    const result = parseActionRequest(body);
    if (result.ok) throw new Error("expected a failure");
    expect(result.error.code).toBe("malformed_request");
    expect(result.error.issues.map((issue) => issue.path)).toEqual([path]);
  });

  it("reads missing or null input_data as empty", () => {
    expect(inputData({ input_data: null })).toEqual({});
    expect(inputData({})).toEqual({});
  });
});
