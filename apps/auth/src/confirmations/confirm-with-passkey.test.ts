// Confirming a risky action with a passkey over HTTP, on SQLite and PostgreSQL, with the
// software authenticator signing real assertions: open → sign the challenge → redeem once; and
// each refusal: a redeem for other details (which leaves the token usable), another user's
// session, an expired confirmation or token, an assertion over another challenge, a security
// key kept for the second factor, and three failed tries ending the confirmation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { signIn } from "../../test/sign-in.ts";
import { createTestClock } from "../../test/test-clock.ts";
import { dialectCases } from "../../test/test-database.ts";
import { eventForEntry } from "../webhooks/webhook-events.ts";
import { actionHash } from "./action-hash.ts";
import { confirmationChallenge } from "./confirmation-challenge.ts";
import { confirmationClient, REFUND } from "./testing/confirmation-client.ts";
import { registerPasskey } from "./testing/register-passkey.ts";

type Body = Record<string, unknown>;

describe.each(dialectCases())("passkey confirmations on $dialect", ({ dialect, skipReason }) => {
  let auth: TestAuth;
  const clock = createTestClock();
  beforeAll(async () => {
    if (skipReason) return;
    auth = await createTestAuth({ PASSKEYS_ENABLED: "true" }, { dialect, deps: { clock } });
  });
  afterAll(() => auth?.close());

  async function userWithPasskey() {
    const user = await signIn(auth);
    const { device, credentialId } = await registerPasskey(auth, user.userId);
    return { user, device, credentialId, client: confirmationClient(auth, user) };
  }

  it("opens with request options bound to the action, confirms, and redeems once", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { user, device, credentialId, client } = await userWithPasskey();
    const opened = await client.open();
    expect(opened).toMatchObject({
      action: "order.refund",
      action_hash: actionHash(REFUND.action, REFUND.details),
      methods: ["webauthn", "passcode"],
      webauthn: {
        rpId: "localhost",
        userVerification: "required",
        timeout: 300_000,
        allowCredentials: [{ id: credentialId, type: "public-key" }],
      },
    });
    expect(Date.parse(opened.expires_at) - clock.now().getTime()).toBe(5 * 60_000);
    // The challenge is SHA-256(nonce ‖ action hash) with the nonce the server keeps.
    const row = await auth.deps.db
      .selectFrom("confirmations")
      .selectAll()
      .where("id", "=", opened.id)
      .executeTakeFirstOrThrow();
    const expected = confirmationChallenge(Buffer.from(row.nonce, "base64url"), opened.action_hash);
    expect(opened.webauthn?.challenge).toBe(expected.toString("base64url"));
    expect(Buffer.from(row.nonce, "base64url")).toHaveLength(32);

    const confirmed = await client.webauthn(opened.id, device.get(opened.webauthn!));
    expect(confirmed.status).toBe(200);
    const { token, expires_at } = (await confirmed.json()) as Body;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(String(expires_at)) - clock.now().getTime()).toBe(2 * 60_000);
    // Only the token's hash is kept.
    const stored = JSON.stringify(
      await auth.deps.db.selectFrom("confirmations").selectAll().execute(),
    );
    expect(stored).not.toContain(String(token));
    // The sign counter moved, as after a sign-in.
    const credential = await auth.deps.db
      .selectFrom("webauthn_credentials")
      .select(["sign_count", "last_used_at"])
      .where("id", "=", credentialId)
      .executeTakeFirstOrThrow();
    expect(credential).toEqual({ sign_count: 1, last_used_at: clock.now().toISOString() });

    const redeemed = await client.redeem(String(token));
    expect(redeemed.status).toBe(200);
    expect(await redeemed.json()).toEqual({
      user_id: user.userId,
      action: "order.refund",
      action_hash: opened.action_hash,
      method: "webauthn",
      confirmed_at: clock.now().toISOString(),
    });
    const again = await client.redeem(String(token));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 409, error: "confirmation_used" });

    const audit = await auth.deps.audit.list({ filters: { actorUserId: user.userId } });
    expect(audit.entries.map((entry) => [entry.type, entry.details])).toContainEqual([
      "confirmation_succeeded",
      { action: "order.refund", method: "webauthn", confirmation_id: opened.id },
    ]);
    // Internal: no webhook hears of confirmations.
    expect(eventForEntry("confirmation_succeeded")).toBeUndefined();
    expect(eventForEntry("confirmation_failed")).toBeUndefined();
  });

  it("matches details in any key order, refuses other details without using up the token", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { device, client, user } = await userWithPasskey();
    const opened = await client.open();
    const { token } = (await (
      await client.webauthn(opened.id, device.get(opened.webauthn!))
    ).json()) as { token: string };

    for (const other of [
      { action: "order.refund", details: { order: "A-17", amount: "5000.00" } },
      { action: "account.delete", details: REFUND.details },
      { action: "order.refund", details: { order: "A-17", amount: "500.00", extra: true } },
    ]) {
      const refused = await client.redeem(token, other);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error: "confirmation_mismatch" });
    }
    const failures = (
      await auth.deps.audit.list({ filters: { actorUserId: user.userId } })
    ).entries.filter((entry) => entry.type === "confirmation_failed");
    expect(failures).toHaveLength(3);
    expect(failures[0]).toMatchObject({
      error: "action_mismatch",
      details: { action: "order.refund", method: "webauthn", reason: "action_mismatch" },
    });

    const reordered = { action: "order.refund", details: { amount: "500.00", order: "A-17" } };
    expect((await client.redeem(token, reordered)).status).toBe(200);
  });

  it("lets no other user's session confirm or redeem", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const owner = await userWithPasskey();
    const other = await userWithPasskey();
    const opened = await owner.client.open();

    // Another user's confirmation is unknown to them, whatever they sign with.
    for (const assertion of [
      owner.device.get(opened.webauthn!),
      other.device.get(opened.webauthn!),
    ]) {
      const refused = await other.client.webauthn(opened.id, assertion);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ error: "confirmation_not_found" });
    }
    // The owner cannot sign with another user's passkey either.
    const foreign = await owner.client.webauthn(opened.id, other.device.get(opened.webauthn!));
    expect(foreign.status).toBe(401);
    expect(await foreign.json()).toMatchObject({ error: "confirmation_failed", attempts_left: 2 });

    const confirmed = await owner.client.webauthn(opened.id, owner.device.get(opened.webauthn!));
    const { token } = (await confirmed.json()) as { token: string };
    const stolen = await other.client.redeem(token);
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toMatchObject({ error: "confirmation_not_found" });
    expect((await owner.client.redeem(token)).status).toBe(200);
  });

  it("refuses an assertion over another challenge, and ends after three failed tries", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { device, client } = await userWithPasskey();
    const opened = await client.open();
    // A challenge for the same action from another confirmation: right action, wrong nonce.
    const sibling = await client.open();
    const cases = [
      device.get(sibling.webauthn!),
      device.get(opened.webauthn!, undefined, { userVerified: false }),
      device.get(opened.webauthn!, undefined, { origin: "https://evil.example" }),
    ];
    for (const [index, assertion] of cases.entries()) {
      const refused = await client.webauthn(opened.id, assertion);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({
        code: 401,
        error: "confirmation_failed",
        attempts_left: 2 - index,
      });
    }
    const ended = await client.webauthn(opened.id, device.get(opened.webauthn!));
    expect(ended.status).toBe(410);
    expect(await ended.json()).toMatchObject({ error: "confirmation_attempts_exceeded" });
    // The sibling is untouched by the other's failures.
    expect((await client.webauthn(sibling.id, device.get(sibling.webauthn!))).status).toBe(200);
  });

  it("refuses an expired confirmation and an expired token", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { device, client } = await userWithPasskey();
    const late = await client.open();
    clock.advance(5 * 60_000);
    const expired = await client.webauthn(late.id, device.get(late.webauthn!));
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ error: "confirmation_expired" });

    const opened = await client.open();
    const { token } = (await (
      await client.webauthn(opened.id, device.get(opened.webauthn!))
    ).json()) as { token: string };
    clock.advance(2 * 60_000);
    const stale = await client.redeem(token);
    expect(stale.status).toBe(410);
    expect(await stale.json()).toMatchObject({ error: "confirmation_expired" });
  });

  it("does not offer or accept a security key kept for the second factor", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    const { device } = await registerPasskey(auth, user.userId, { mfaOnly: true });
    const client = confirmationClient(auth, user);
    const opened = await client.open();
    expect(opened.methods).toEqual(["passcode"]);
    expect(opened.webauthn).toBeUndefined();
    expect(opened.sent_to).toMatch(/^u\*{5}@example\.com$/);
    const challenge = { challenge: "x".repeat(43) };
    const refused = await client.webauthn(opened.id, device.get(challenge));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: "confirmation_failed" });
  });

  it("confirms once under two concurrent good assertions", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { device, client } = await userWithPasskey();
    const opened = await client.open();
    const [first, second] = [device.get(opened.webauthn!), device.get(opened.webauthn!)];
    const statuses = await Promise.all([
      client.webauthn(opened.id, first),
      client.webauthn(opened.id, second),
    ]).then((responses) => responses.map((response) => response.status).sort());
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
  });

  it("redeems once under two concurrent redeems", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const { device, client } = await userWithPasskey();
    const opened = await client.open();
    const { token } = (await (
      await client.webauthn(opened.id, device.get(opened.webauthn!))
    ).json()) as { token: string };
    const statuses = await Promise.all([client.redeem(token), client.redeem(token)]).then(
      (responses) => responses.map((response) => response.status).sort(),
    );
    expect(statuses).toEqual([200, 409]);
  });
});
