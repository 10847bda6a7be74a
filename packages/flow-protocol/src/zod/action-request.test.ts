// The zod schema binds every action request body as parseActionRequest does: the cases of
// ../checks/action-request.test.ts and a few more.
import { describe, expect, it } from "vitest";
import { actionRequestCheck, parseActionRequest } from "../checks/index.ts";
import { actionRequestSchema } from "./action-request.ts";
import { issuePaths } from "./issue-paths.ts";

// What the body binds as, or the field it cannot be bound at.
const cases: [what: string, body: unknown, outcome: { value: unknown } | { path: string }][] = [
  ["an empty body", undefined, { value: {} }],
  [
    "the official client's body",
    { input_data: { code: "123456" }, csrf_token: "T" },
    { value: { input_data: { code: "123456" }, csrf_token: "T" } },
  ],
  [
    "input_data null",
    { input_data: null, csrf_token: "T" },
    { value: { input_data: null, csrf_token: "T" } },
  ],
  ["no input_data", { csrf_token: "T" }, { value: { csrf_token: "T" } }],
  ["no csrf_token (fails the CSRF check later)", { input_data: {} }, { value: { input_data: {} } }],
  ["an unknown key", { csrf_token: "T", extra: [1] }, { value: { csrf_token: "T", extra: [1] } }],
  ["input_data an array", { input_data: [1], csrf_token: "T" }, { path: "input_data" }],
  ["input_data a string", { input_data: "x", csrf_token: "T" }, { path: "input_data" }],
  ["csrf_token a number", { input_data: {}, csrf_token: 5 }, { path: "csrf_token" }],
  ["csrf_token null", { csrf_token: null }, { path: "csrf_token" }],
  ["a JSON string body", "hello", { path: "(root)" }],
  ["a null body", null, { path: "(root)" }],
  ["an array body", [], { path: "(root)" }],
];

describe("actionRequestSchema and parseActionRequest", () => {
  it.each(cases)("%s: the same outcome", (_what, body, outcome) => {
    const check = parseActionRequest(body);
    const schema = actionRequestSchema.safeParse(body);
    const expected = "value" in outcome ? outcome : { paths: [outcome.path] };
    expect(
      check.ok ? { value: check.value } : { paths: check.error.issues.map((issue) => issue.path) },
    ).toEqual(expected);
    expect(schema.success ? { value: schema.data } : { paths: issuePaths(schema.error) }).toEqual(
      expected,
    );
  });

  // The one difference, on purpose: the schema is the request as parseActionRequest binds it
  // (a missing body is `{}`, §1.3), and actionRequestCheck alone checks a body that is there.
  it("binds a missing body as {}, which actionRequestCheck alone does not", () => {
    expect(actionRequestCheck(undefined, "", [])).toBe(false);
    expect(actionRequestSchema.parse(undefined)).toEqual({});
  });
});
