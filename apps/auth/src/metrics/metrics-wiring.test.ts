// The whole auth server with metrics wired as proposed for app.ts and create-deps.ts: the
// plugin outermost, the mailer and rate limiter wrapped. A real passcode sign-in over HTTP,
// real SMTP, then /metrics as the admin port serves it, read by a Prometheus text parser.
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { createAuthApp } from "../app.ts";
import { codeIn, FlowClient } from "../flow/testing/flow-client.ts";
import { createUser } from "../flow/testing/flow-test-users.ts";
import type { AppEnv } from "../http/app-env.ts";
import type { Mailer } from "../services.ts";
import { createAuthMetrics } from "./auth-metrics.ts";
import { countingMailer } from "./counting-mailer.ts";
import { countingRateLimiter } from "./counting-rate-limiter.ts";
import { metricsPlugin } from "./metrics-plugin.ts";
import { metricsRoutes } from "./metrics-routes.ts";
import { scrape } from "./testing/scrape.ts";

let auth: TestAuth;
let app: Hono<AppEnv>;
const metrics = createAuthMetrics();
let mailServerDown = false;

beforeAll(async () => {
  auth = await createTestAuth();
  const smtp = auth.deps.mailer;
  const mailer: Mailer = {
    send: (message) =>
      mailServerDown ? Promise.reject(new Error("connect ECONNREFUSED")) : smtp.send(message),
  };
  // As app.ts would: `app.use(metricsPlugin(metrics))` before every other plugin.
  app = new Hono<AppEnv>();
  app.use(metricsPlugin(metrics));
  app.route(
    "/",
    createAuthApp({
      ...auth.deps,
      mailer: countingMailer(mailer, metrics),
      rateLimiter: countingRateLimiter(auth.deps.rateLimiter, metrics),
    }),
  );
});
afterAll(() => auth.close());

async function atPasscode(email: string): Promise<FlowClient> {
  const flow = new FlowClient((path, init) => app.request(path, init), "login");
  await flow.start();
  await flow.act("register_client_capabilities", { webauthn_available: false });
  await flow.act("continue_with_login_identifier", { email });
  await flow.act("continue_to_passcode_confirmation");
  return flow;
}

const admin = () => scrape((path) => metricsRoutes(metrics).request(path));

describe("/metrics of a running auth server", () => {
  it("counts a passcode sign-in and the validation of its session", async () => {
    const user = await createUser(auth);
    const flow = await atPasscode(user.email);
    const code = codeIn((await auth.smtp.nextMail(user.email)).text);
    expect((await flow.act("verify_passcode", { code })).name).toBe("success");
    const token = flow.last?.response.headers.get("X-Auth-Token") ?? "";
    const validated = await app.request("/sessions/validate", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ session_token: token }),
    });
    expect(await validated.json()).toMatchObject({ is_valid: true });

    const scraped = await admin();
    const requests = (status: string) =>
      scraped.value("auth_http_requests_total", { route: "/login", method: "POST", status });
    expect(requests("200")).toBe(5);
    const login = (action: string, outcome = "success") =>
      scraped.value("auth_flow_actions_total", { flow: "login", action, outcome });
    expect(login("start")).toBe(1);
    expect(login("continue_with_login_identifier")).toBe(1);
    expect(login("verify_passcode")).toBe(1);
    expect(scraped.value("auth_passcode_mails_total", { template: "login", result: "sent" })).toBe(
      1,
    );
    expect(scraped.value("auth_session_validations_total", { result: "valid" })).toBe(1);
  });

  it("counts a passcode mail the mail server refused", async () => {
    const before = await admin();
    const failed = { template: "login", result: "failed" };
    mailServerDown = true;
    try {
      await atPasscode((await createUser(auth)).email);
    } finally {
      mailServerDown = false;
    }
    const after = await admin();
    expect(after.value("auth_passcode_mails_total", failed)).toBe(
      before.value("auth_passcode_mails_total", failed) + 1,
    );
  });

  it("counts a refused rate limit by its scope", async () => {
    const flow = await atPasscode((await createUser(auth)).email);
    await flow.act("resend_passcode");
    await flow.act("resend_passcode");
    expect((await flow.act("resend_passcode")).status).toBe(429);
    const scraped = await admin();
    expect(scraped.value("auth_rate_limit_refusals_total", { scope: "passcode" })).toBe(1);
    const limited = { flow: "login", action: "resend_passcode", outcome: "rate_limit_exceeded" };
    expect(scraped.value("auth_flow_actions_total", limited)).toBe(1);
    expect(
      scraped.value("auth_http_requests_total", { route: "/login", method: "POST", status: "429" }),
    ).toBe(1);
  });
});
