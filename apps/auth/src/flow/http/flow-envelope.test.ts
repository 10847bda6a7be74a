// flow-api.md §8 items 1–23 (transport and envelope), through the real app.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../../test/create-test-auth.ts";
import { FlowClient, type WireBody } from "../testing/flow-client.ts";
import { EXPIRED, MALFORMED, NOT_PERMITTED } from "../testing/wire-results.ts";

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

describe("transport and envelope (§8 items 1–23)", () => {
  it("1–4: POST /login with no body starts at preflight", async () => {
    const response = await auth.request("/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    const body = (await response.json()) as WireBody;
    expect(body).toMatchObject({ name: "preflight", status: 200, payload: {}, links: null });
    expect(body.csrf_token).toMatch(/^[0-9A-Za-z]{32}$/);
    expect(Object.keys(body.actions)).toEqual(["register_client_capabilities"]);
    const action = body.actions.register_client_capabilities;
    expect(action?.action).toBe("register_client_capabilities");
    expect(action?.description).toBe("Send the computers capabilities.");
    expect(action?.href).toMatch(/^\/login\?action=register_client_capabilities%40[0-9a-f-]{36}$/);
    expect(action?.inputs).toEqual({
      webauthn_available: {
        name: "webauthn_available",
        type: "boolean",
        required: true,
        hidden: true,
      },
      webauthn_conditional_mediation_available: {
        name: "webauthn_conditional_mediation_available",
        type: "boolean",
        hidden: true,
      },
      webauthn_platform_authenticator_available: {
        name: "webauthn_platform_authenticator_available",
        type: "boolean",
        hidden: true,
      },
    });
  });

  it("5: POST /registration starts at preflight with registration hrefs", async () => {
    const body = await client("registration").start();
    expect(body.name).toBe("preflight");
    expect(body.actions.register_client_capabilities?.href).toMatch(/^\/registration\?action=/);
  });

  it("6: two starts give different flows and tokens; an empty ?action= starts one too", async () => {
    const a = client();
    const b = client();
    await a.start();
    await b.start();
    expect(a.flowId).not.toBe(b.flowId);
    expect(a.body.csrf_token).not.toBe(b.body.csrf_token);
    expect((await raw("/login?action=", { method: "POST" })).body.name).toBe("preflight");
  });

  it("7, 17: the first action moves to login_init with a new token; input_data may be omitted", async () => {
    const flow = client();
    const start = await flow.start();
    const next = await flow.post(flow.href("register_client_capabilities"), {
      csrf_token: start.csrf_token,
    });
    expect(next).toMatchObject({ name: "login_init", status: 200, payload: {} });
    expect(next.csrf_token).not.toBe(start.csrf_token);
  });

  it("8, 9: a used token is refused with an error result, and a wrong one leaves the current one valid", async () => {
    const flow = await atLoginInit();
    const current = flow.body;
    const href = flow.href("continue_with_login_identifier");
    const used = await raw(href, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ csrf_token: "A".repeat(32) }),
    });
    expect(used).toEqual({ status: 403, body: NOT_PERMITTED });
    expect(used.body).not.toHaveProperty("payload");
    const ok = await flow.act(
      "continue_with_login_identifier",
      { email: `${randomUUID()}@example.com` },
      { csrf: current.csrf_token },
    );
    expect(ok.name).toBe("login_method_chooser");
    const replay = await flow.act("back", {}, { csrf: current.csrf_token });
    expect(replay).toEqual(NOT_PERMITTED);
  });

  it("10, 11, 12: actions not offered, unknown flows, malformed action values (400, not Hanko's 500)", async () => {
    const flow = await atLoginInit();
    const notOffered = await flow.act("back", {}, { href: `/login?action=back%40${flow.flowId}` });
    expect(notOffered).toEqual(NOT_PERMITTED);
    expect(await raw(`/login?action=back%40${randomUUID()}`, { method: "POST" })).toEqual({
      status: 403,
      body: NOT_PERMITTED,
    });
    expect(await raw(`/login?action=back@${randomUUID()}`, { method: "POST" })).toEqual({
      status: 403,
      body: NOT_PERMITTED,
    });
    for (const value of ["foo", "a@b@c", `@${randomUUID()}`, "back@not-a-uuid"]) {
      expect(await raw(`/login?action=${encodeURIComponent(value)}`, { method: "POST" })).toEqual({
        status: 400,
        body: MALFORMED,
      });
    }
  });

  it("B1: a flow id posted to another flow's endpoint is refused", async () => {
    const flow = await atLoginInit();
    const href = flow.href("continue_with_login_identifier").replace("/login", "/registration");
    expect(
      await flow.post(href, { csrf_token: flow.body.csrf_token, input_data: { email: "a@b.cd" } }),
    ).toEqual(NOT_PERMITTED);
  });

  it("14: a flow older than 24 h is answered with 410", async () => {
    const flow = await atLoginInit();
    const row = await auth.deps.db
      .selectFrom("flows")
      .selectAll()
      .where("id", "=", flow.flowId)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(24 * 60 * 60 * 1000);
    await auth.deps.db
      .updateTable("flows")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", row.id)
      .execute();
    const expired = await flow.act("continue_with_login_identifier", { email: "a@b.cd" });
    expect(expired).toEqual(EXPIRED);
    expect(flow.last?.response.status).toBe(410);
  });

  it("15, 16, 20, 21: status equals HTTP status, payloads present, links null, actions well formed", async () => {
    const flow = client();
    const steps = [];
    for (const step of [
      () => flow.start(),
      () => flow.act("register_client_capabilities", {}),
      () => flow.act("continue_with_login_identifier", { email: "nope" }),
      () => flow.act("continue_with_login_identifier", { email: `${randomUUID()}@example.com` }),
    ]) {
      await step();
      if (flow.last !== undefined) steps.push(flow.last);
    }
    expect(steps.map((step) => step.response.status)).toEqual([200, 200, 400, 200]);
    for (const { response, body } of steps) {
      expect(response.status).toBe(body.status);
      expect(body.payload).toBeTypeOf("object");
      expect(body.links).toBeNull();
      for (const [key, action] of Object.entries(body.actions)) {
        expect(action.action).toBe(key);
        expect(action.inputs).toBeTypeOf("object");
      }
    }
  });

  it("18: a JSON number for the required string input `code` is a missing value", async () => {
    const flow = await atLoginInit();
    await flow.act("continue_with_login_identifier", { email: `${randomUUID()}@example.com` });
    await flow.act("continue_to_passcode_confirmation");
    const body = await flow.act("verify_passcode", { code: 123456 });
    expect(body.status).toBe(400);
    expect(body.actions.verify_passcode?.inputs.code?.error).toEqual({
      code: "value_missing_error",
      message: "The value is missing.",
    });
  });

  it("19: of two requests with the same token only one wins, and the flow stays usable", async () => {
    const flow = await atLoginInit();
    const email = `${randomUUID()}@example.com`;
    const token = flow.body.csrf_token;
    const href = flow.href("continue_with_login_identifier");
    const post = () =>
      raw(href, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ csrf_token: token, input_data: { email } }),
      });
    const results = await Promise.all([post(), post(), post()]);
    const winners = results.filter((result) => result.status === 200);
    expect(winners).toHaveLength(1);
    for (const loser of results.filter((result) => result.status !== 200)) {
      expect([403, 500]).toContain(loser.status);
      expect(loser.body.csrf_token).toBe("");
    }
    const winner = winners[0]?.body;
    const next = await flow.act(
      "back",
      {},
      { href: winner?.actions.back?.href ?? "", csrf: winner?.csrf_token ?? "" },
    );
    expect(next.name).toBe("login_init");
  });
});
