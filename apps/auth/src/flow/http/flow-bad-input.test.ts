// The "Bad input": malformed or oversized bodies, wrong content types, types and
// lengths; each gets its documented answer, never a stack trace, and the flow survives.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../../test/create-test-auth.ts";
import { FlowClient, type WireBody } from "../testing/flow-client.ts";
import { MALFORMED, NOT_PERMITTED } from "../testing/wire-results.ts";

let auth: TestAuth;
beforeAll(async () => {
  auth = await createTestAuth();
});
afterAll(() => auth.close());

const client = (flow: "login" | "registration" = "login") =>
  new FlowClient((path, init) => auth.request(path, init), flow);

async function atLoginInit(): Promise<FlowClient> {
  const flow = client();
  await flow.start();
  await flow.act("register_client_capabilities", { webauthn_available: false });
  return flow;
}

async function raw(path: string, init: RequestInit): Promise<{ status: number; body: WireBody }> {
  const response = await auth.request(path, init);
  return { status: response.status, body: (await response.json()) as WireBody };
}

describe("bad input (issue 3): each gets its documented answer and the flow survives", () => {
  const post = (href: string, init: RequestInit) => raw(href, { method: "POST", ...init });
  const cases: [string, (href: string, csrf: string) => RequestInit, number, unknown][] = [
    [
      "malformed JSON (13; Hanko answers 500)",
      () => ({ headers: { "Content-Type": "application/json" }, body: "{not json" }),
      400,
      MALFORMED,
    ],
    [
      "input_data nested 5,000 levels deep (a stack overflow once answered 500)",
      (_h, csrf) => ({
        headers: { "Content-Type": "application/json" },
        body: `{"csrf_token":"${csrf}","input_data":{"email":${"[".repeat(5000)}${"]".repeat(5000)}}}`,
      }),
      400,
      MALFORMED,
    ],
    [
      "a JSON array",
      () => ({ headers: { "Content-Type": "application/json" }, body: "[]" }),
      400,
      MALFORMED,
    ],
    [
      "input_data that is not an object",
      (_h, csrf) => ({
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ csrf_token: csrf, input_data: "x" }),
      }),
      400,
      MALFORMED,
    ],
    [
      "a csrf_token that is not a string",
      () => ({
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ csrf_token: 5 }),
      }),
      400,
      MALFORMED,
    ],
    [
      "a wrong content type",
      (_h, csrf) => ({
        headers: { "Content-Type": "text/plain" },
        body: JSON.stringify({ csrf_token: csrf }),
      }),
      400,
      MALFORMED,
    ],
    [
      "a form body",
      (_h, csrf) => ({
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: `csrf_token=${csrf}`,
      }),
      400,
      MALFORMED,
    ],
    [
      "an empty body",
      () => ({ headers: { "Content-Type": "application/json" } }),
      403,
      NOT_PERMITTED,
    ],
    [
      "a missing CSRF token",
      () => ({
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ input_data: {} }),
      }),
      403,
      NOT_PERMITTED,
    ],
  ];

  it.each(cases)("%s", async (_name, init, status, expected) => {
    const flow = await atLoginInit();
    const href = flow.href("continue_with_login_identifier");
    expect(await post(href, init(href, flow.body.csrf_token))).toEqual({ status, body: expected });
    const next = await flow.act("continue_with_login_identifier", {
      email: `${randomUUID()}@example.com`,
    });
    expect(next.name).toBe("login_method_chooser");
  });

  it("an oversized body is refused with an envelope and the flow survives", async () => {
    const flow = await atLoginInit();
    const href = flow.href("continue_with_login_identifier");
    const big = JSON.stringify({
      csrf_token: flow.body.csrf_token,
      input_data: { email: "x".repeat(70 * 1024) },
    });
    const answer = await post(href, { headers: { "Content-Type": "application/json" }, body: big });
    expect(answer.body).toMatchObject({ name: "error", csrf_token: "", actions: {}, links: null });
    expect(answer.body.status).toBe(answer.status);
    expect(
      (await flow.act("continue_with_login_identifier", { email: `${randomUUID()}@example.com` }))
        .name,
    ).toBe("login_method_chooser");
  });

  it("an unknown flow path gets a 404, not a stack trace", async () => {
    const response = await auth.request("/logins", { method: "POST" });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/at .*\.ts/);
  });

  it("wrong types and lengths become input errors (§1.5)", async () => {
    const flow = await atLoginInit();
    const emails: unknown[] = [12345, "", `${"a".repeat(120)}@example.com`, "a@", null];
    const codes: unknown[] = [];
    for (const email of emails) {
      const body = await flow.act("continue_with_login_identifier", { email });
      expect(body).toMatchObject({
        name: "login_init",
        status: 400,
        error: { code: "form_data_invalid_error", message: "Form data invalid." },
      });
      codes.push(body.actions.continue_with_login_identifier?.inputs.email?.error?.code);
    }
    expect(codes).toEqual([
      "value_invalid_error",
      "value_missing_error",
      "value_too_long_error",
      "value_too_short_error",
      "value_missing_error",
    ]);
  });
});
