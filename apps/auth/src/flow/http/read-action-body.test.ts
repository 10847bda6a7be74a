import { describe, expect, it } from "vitest";
import { readActionBody } from "./read-action-body.ts";

const request = (body: string | undefined, type: string | undefined) =>
  new Request("http://x/login?action=a@b", {
    method: "POST",
    ...(body === undefined ? {} : { body }),
    headers: type === undefined ? {} : { "Content-Type": type },
  });

const cases: [string, string | undefined, string | undefined, unknown][] = [
  ["no body", undefined, "application/json", { ok: true, body: {} }],
  ["an empty body with any type", "", "text/plain", { ok: true, body: {} }],
  ["whitespace only", "  \n", "application/json", { ok: true, body: {} }],
  [
    "a full body",
    '{"csrf_token":"t","input_data":{"a":1}}',
    "application/json",
    { ok: true, body: { csrf_token: "t", input_data: { a: 1 } } },
  ],
  [
    "JSON with a charset",
    '{"csrf_token":"t"}',
    "application/json; charset=utf-8",
    { ok: true, body: { csrf_token: "t" } },
  ],
  [
    "a +json type",
    '{"csrf_token":"t"}',
    "application/vnd.api+json",
    { ok: true, body: { csrf_token: "t" } },
  ],
  [
    "null input_data",
    '{"input_data":null}',
    "application/json",
    { ok: true, body: { input_data: null } },
  ],
  ["unknown keys are ignored", '{"x":1}', "application/json", { ok: true, body: {} }],
];

const failures: [string, string, string | undefined][] = [
  ["broken JSON", "{", "application/json"],
  ["a JSON string", '"x"', "application/json"],
  ["input_data as an array", '{"input_data":[]}', "application/json"],
  ["text/plain", '{"csrf_token":"t"}', "text/plain"],
  ["no content type", '{"csrf_token":"t"}', undefined],
  ["a form", "csrf_token=t", "application/x-www-form-urlencoded"],
];

describe("readActionBody (§1.3)", () => {
  it.each(cases)("binds %s", async (_name, body, type, expected) => {
    expect(await readActionBody(request(body, type))).toMatchObject(expected as object);
  });

  it.each(failures)("refuses %s", async (_name, body, type) => {
    expect((await readActionBody(request(body, type))).ok).toBe(false);
  });

  it("refuses a body over the limit, declared or streamed", async () => {
    expect(
      await readActionBody(
        request(JSON.stringify({ csrf_token: "x".repeat(100) }), "application/json"),
        50,
      ),
    ).toEqual({
      ok: false,
      cause: "the request body exceeds 50 bytes",
    });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("x".repeat(40)));
        controller.enqueue(new TextEncoder().encode("x".repeat(40)));
        controller.close();
      },
    });
    const streamed = new Request("http://x/", {
      method: "POST",
      body: stream,
      duplex: "half",
      headers: { "Content-Type": "application/json" },
    } as RequestInit);
    expect((await readActionBody(streamed, 50)).ok).toBe(false);
  });
});
