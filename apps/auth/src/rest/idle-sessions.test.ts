// SESSION_IDLE_TIMEOUT (Hanko's session.idle_timeout, flow-api.md §6.3 step 4): a session unused
// for longer ends, whatever its lifetime; GET /sessions/validate reports when without renewing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { signIn, type SignedInUser } from "../../test/sign-in.ts";
import { createTestClock } from "../../test/test-clock.ts";
import { eventForEntry } from "../webhooks/webhook-events.ts";

const IDLE_SECONDS = 600;
const START = "2026-06-01T08:00:00.000Z";
const at = (seconds: number) => new Date(Date.parse(START) + seconds * 1000).toISOString();

describe("idle sessions", () => {
  const clock = createTestClock(START);
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await createTestAuth(
      { SESSION_IDLE_TIMEOUT: String(IDLE_SECONDS), SESSION_COOKIE: "true" },
      { deps: { clock } },
    );
  });
  afterAll(() => auth.close());
  beforeEach(() => clock.set(START));

  const validateByGet = async (user: SignedInUser) =>
    (await (await auth.request("/sessions/validate", { headers: user.auth })).json()) as Record<
      string,
      unknown
    >;
  const validateByPost = async (user: SignedInUser) =>
    (await (
      await auth.request("/sessions/validate", {
        method: "POST",
        json: { session_token: user.session.token },
        headers: { "User-Agent": "shop-backend/1.0" },
      })
    ).json()) as Record<string, unknown>;
  const sessionRow = (user: SignedInUser) =>
    auth.deps.db
      .selectFrom("sessions")
      .selectAll()
      .where("id", "=", user.session.claims.session_id)
      .executeTakeFirst();
  const expiries = async (user: SignedInUser) =>
    (await auth.deps.audit.list({ filters: { actorUserId: user.userId } })).entries.filter(
      (entry) => entry.type === "session_expired",
    );

  it("GET reports when the session ends unless used, and a poll does not move it", async () => {
    const user = await signIn(auth);
    expect(await validateByGet(user)).toMatchObject({
      is_valid: true,
      user_id: user.userId,
      idle_expires_at: at(IDLE_SECONDS),
    });
    clock.advance(300_000);
    expect(await validateByGet(user)).toMatchObject({ idle_expires_at: at(IDLE_SECONDS) });
    expect((await sessionRow(user))?.last_used).toBe(START);
  });

  it("POST /sessions/validate is use: the idle time starts again", async () => {
    const user = await signIn(auth);
    clock.advance(500_000);
    expect(await validateByPost(user)).toMatchObject({
      is_valid: true,
      idle_expires_at: at(500 + IDLE_SECONDS),
    });
    clock.advance(500_000);
    expect(await validateByGet(user)).toMatchObject({
      is_valid: true,
      idle_expires_at: at(500 + IDLE_SECONDS),
    });
  });

  it("a request to /me is use too", async () => {
    const user = await signIn(auth);
    clock.advance(590_000);
    expect((await auth.request("/me", { headers: user.auth })).status).toBe(200);
    clock.advance(590_000);
    expect(await validateByGet(user)).toMatchObject({ is_valid: true });
  });

  it("stays valid at exactly the idle timeout and ends a millisecond later", async () => {
    const user = await signIn(auth);
    clock.advance(IDLE_SECONDS * 1000);
    expect(await validateByGet(user)).toMatchObject({ is_valid: true });
    clock.advance(1);
    expect(await validateByGet(user)).toEqual({ is_valid: false });
  });

  it("an idle session ends on the server: row deleted, audited once, raising the webhook event", async () => {
    const user = await signIn(auth);
    clock.advance((IDLE_SECONDS + 1) * 1000);
    expect(await validateByPost(user)).toEqual({ is_valid: false });
    expect(await sessionRow(user)).toBeUndefined();
    // Lengthening the timeout afterwards brings nothing back: the record is gone.
    expect(await validateByGet(user)).toEqual({ is_valid: false });
    const ended = await expiries(user);
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({
      actor_user_id: user.userId,
      // The request that found it: the server-to-server POST.
      meta_http_request_id: expect.stringMatching(/^.+$/) as unknown,
      details: { session_id: user.session.claims.session_id, idle_timeout: IDLE_SECONDS },
      created_at: at(IDLE_SECONDS + 1),
    });
    expect(eventForEntry("session_expired")).toBe("session.delete.passive.expire");
  });

  it("leaves the user's other, used sessions alone", async () => {
    const user = await signIn(auth);
    const other = await auth.deps.sessions.issue({
      userId: user.userId,
      amr: ["otp"],
      client: { ip: "127.0.0.1", userAgent: "vitest", language: "en" },
      retention: "persistent",
    });
    clock.advance(400_000);
    const otherUser = { ...user, session: other, auth: { Authorization: `Bearer ${other.token}` } };
    expect(await validateByPost(otherUser)).toMatchObject({ is_valid: true });
    clock.advance(400_000);
    expect(await validateByGet(user)).toEqual({ is_valid: false });
    expect(await validateByGet(otherUser)).toMatchObject({ is_valid: true });
  });

  it("the profile flow and /me answer 401 and expire the cookie", async () => {
    const user = await signIn(auth);
    clock.advance((IDLE_SECONDS + 60) * 1000);
    const cookie = { Cookie: `hanko=${user.session.token}` };
    const profile = await auth.request("/profile", { method: "POST", headers: cookie });
    expect(profile.status).toBe(401);
    expect(profile.headers.get("Set-Cookie")).toMatch(/^hanko=;.*Max-Age=0/);
    const me = await auth.request("/me", { headers: cookie });
    expect(me.status).toBe(401);
  });
});

describe("without SESSION_IDLE_TIMEOUT", () => {
  const clock = createTestClock(START);
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await createTestAuth({}, { deps: { clock } });
  });
  afterAll(() => auth.close());

  it("a session unused for its whole lifetime but a second stays valid, with no idle_expires_at", async () => {
    const user = await signIn(auth);
    clock.advance((auth.config.session.lifetimeSeconds - 1) * 1000);
    const body = (await (
      await auth.request("/sessions/validate", { headers: user.auth })
    ).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ is_valid: true, user_id: user.userId });
    expect(body).not.toHaveProperty("idle_expires_at");
  });
});
