// Two auth server instances on one PostgreSQL and one Redis behave as one: a flow started on
// one finishes on the other, rate limits count across both, and the flow lock holds across both.
import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../test/smtp-sink.ts";
import { testPlace, type TestPlace } from "../test/test-database.ts";
import { createAuthApp } from "./app.ts";
import { readAuthConfig } from "./config/config.ts";
import { createAuthDeps, type AuthRuntime } from "./create-deps.ts";

const skipReason =
  !process.env.DATABASE_URL || !process.env.REDIS_URL
    ? "DATABASE_URL and REDIS_URL are both needed: two-instance variant skipped"
    : undefined;

interface FlowState {
  name: string;
  status: number;
  csrf_token: string;
  actions: Record<string, { href: string }>;
  error?: { code: string };
}

let place: TestPlace;
let smtp: SmtpSink;
const runtimes: AuthRuntime[] = [];
const apps: Hono[] = [];

beforeAll(async () => {
  if (skipReason) return;
  place = await testPlace("postgres");
  smtp = await startSmtpSink();
  const config = readAuthConfig({
    NODE_ENV: "test",
    DATABASE_URL: place.databaseUrl,
    REDIS_URL: process.env.REDIS_URL,
    SMTP_URL: smtp.url,
    DATA_DIR: place.dataDir,
  });
  const redisPrefix = `test:${randomBytes(6).toString("hex")}:`;
  for (let i = 0; i < 2; i += 1) {
    const runtime = await createAuthDeps(config, { schema: place.schema, redisPrefix });
    runtimes.push(runtime);
    apps.push(createAuthApp(runtime) as unknown as Hono);
  }
});

afterAll(async () => {
  for (const runtime of runtimes) await runtime.close();
  await smtp?.close();
  await place?.cleanup();
});

async function send(app: Hono, state: FlowState | undefined, path: string, input: object = {}) {
  const response = await app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: state ? JSON.stringify({ input_data: input, csrf_token: state.csrf_token }) : undefined,
  });
  return { response, state: (await response.json()) as FlowState };
}

/** Posts `action` of `state` to `app` and returns the next state. */
async function act(app: Hono, state: FlowState, action: string, input: object = {}) {
  const href = state.actions[action]?.href;
  if (!href)
    throw new Error(`${state.name} offers no ${action}: ${Object.keys(state.actions).join(", ")}`);
  return send(app, state, href, input);
}

describe("two instances on one PostgreSQL and one Redis", () => {
  const email = `zwei.${randomBytes(4).toString("hex")}@example.se`;
  const password = "Vinter-2026-Skoter";

  it("finish a registration that alternates between them, then share the session", async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    const [a, b] = apps as [Hono, Hono];
    let { state } = await send(a, undefined, "/registration");
    ({ state } = await act(b, state, "register_client_capabilities", {
      webauthn_available: false,
    }));
    ({ state } = await act(a, state, "register_login_identifier", { email }));
    expect(state.name).toBe("passcode_confirmation");
    const mail = await smtp.nextMail(email);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? "";
    ({ state } = await act(b, state, "verify_passcode", { code }));
    expect(state.name).toBe("password_creation");
    const done = await act(a, state, "register_password", { new_password: password });
    expect(done.state.name).toBe("success");

    const token = done.response.headers.get("x-auth-token");
    const me = await b.request("/me", { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { emails: { address: string }[] }).emails[0]?.address).toBe(email);
  });

  it("count password attempts across both: the sixth wrong one is refused on either", async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    const [a, b] = apps as [Hono, Hono];
    let { state } = await send(a, undefined, "/login");
    ({ state } = await act(b, state, "register_client_capabilities", {
      webauthn_available: false,
    }));
    ({ state } = await act(a, state, "continue_with_login_identifier", { email }));
    ({ state } = await act(b, state, "continue_to_password_login"));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      ({ state } = await act(attempt % 2 === 0 ? a : b, state, "password_login", {
        password: "fel-losenord",
      }));
      statuses.push(state.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(state.error?.code).toBe("rate_limit_exceeded");
  });

  it("let only one of two simultaneous posts on one flow win", async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    const [a, b] = apps as [Hono, Hono];
    const { state } = await send(a, undefined, "/login");
    const input = { webauthn_available: false };
    const [first, second] = await Promise.all([
      act(a, state, "register_client_capabilities", input),
      act(b, state, "register_client_capabilities", input),
    ]);
    const outcomes = [first.state, second.state].map((s) => s.name).sort();
    expect(outcomes).toEqual(["error", "login_init"]);
    const loser = [first.state, second.state].find((s) => s.name === "error");
    expect(["technical_error", "operation_not_permitted_error"]).toContain(loser?.error?.code);
  });
});
