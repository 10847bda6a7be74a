import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "./create-test-auth.ts";
import { signIn } from "./sign-in.ts";

describe("createTestAuth", () => {
  let first: TestAuth;
  let second: TestAuth;
  beforeAll(async () => {
    first = await createTestAuth();
    second = await createTestAuth({}, { sameStoresAs: first });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("runs on PostgreSQL when DATABASE_URL is set, else on SQLite", () => {
    expect(first.deps.dialect).toBe(process.env.DATABASE_URL ? "postgres" : "sqlite");
  });

  it("lets a second instance see the first one's users, keys and sessions", async () => {
    const user = await signIn(first);
    const response = await second.request("/sessions/validate", { headers: user.auth });
    expect(await response.json()).toMatchObject({ is_valid: true, user_id: user.userId });
    expect(await second.deps.keys.jwks()).toEqual(await first.deps.keys.jwks());
  });

  it("shares rate limits between instances through Redis", async (ctx) => {
    if (!process.env.REDIS_URL) ctx.skip("REDIS_URL is not set");
    const rule = { tokens: 2, intervalSeconds: 60 };
    const key = `shared/${crypto.randomUUID()}`;
    await first.deps.rateLimiter.consume(key, rule);
    await first.deps.rateLimiter.consume(key, rule);
    expect((await second.deps.rateLimiter.consume(key, rule)).allowed).toBe(false);
  });

  it("delivers mail over SMTP into the sink", async () => {
    await first.deps.mailer.send({
      to: "sink@example.com",
      template: "login",
      language: "sv",
      data: { code: "123456", ttlMinutes: "5" },
    });
    const mail = await first.smtp.nextMail("sink@example.com");
    expect(mail.text).toContain("123456");
  });
});
