// Confirmations at their edges over HTTP: a code sent for a confirmation that is over says why
// it is over (not that no code was mailed); a user with a passkey but no verified address is
// offered the passkey alone and mailed nothing; opening without a passkey fails when no code
// may be mailed; a redeemed token stays "used" whatever is asked of it after; and with rate
// limiting turned off nothing is limited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { signIn, type SignedInUser } from "../../test/sign-in.ts";
import { createTestClock } from "../../test/test-clock.ts";
import { confirmationPath } from "./confirmation-wire.ts";
import { confirmationClient, REFUND } from "./testing/confirmation-client.ts";
import { registerPasskey } from "./testing/register-passkey.ts";

const mailsTo = (auth: TestAuth, user: SignedInUser) =>
  auth.smtp.messages.filter((mail) => mail.to.toLowerCase() === user.address.toLowerCase());

describe("confirmation edges", () => {
  let auth: TestAuth;
  const clock = createTestClock();
  beforeAll(async () => {
    auth = await createTestAuth({ PASSKEYS_ENABLED: "true" }, { deps: { clock } });
  });
  afterAll(() => auth.close());

  async function userWithPasskey(options: { verified?: boolean } = {}) {
    const user = await signIn(auth, options);
    const { device } = await registerPasskey(auth, user.userId);
    return { user, device, client: confirmationClient(auth, user) };
  }

  it("answers a code for an expired confirmation as expired, though none was mailed", async () => {
    const { client } = await userWithPasskey();
    const opened = await client.open();
    clock.advance(5 * 60_000);
    const late = await client.passcode(opened.id, { code: "123456" });
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ error: "confirmation_expired" });
  });

  it("answers a code for a confirmation already confirmed by passkey as used", async () => {
    const { client, device } = await userWithPasskey();
    const opened = await client.open();
    expect((await client.webauthn(opened.id, device.get(opened.webauthn!))).status).toBe(200);
    const after = await client.passcode(opened.id, { code: "123456" });
    expect(after.status).toBe(409);
    expect(await after.json()).toMatchObject({ error: "confirmation_used" });
  });

  it("offers a user without a verified address the passkey alone, and mails no code on request", async () => {
    const { user, device, client } = await userWithPasskey({ verified: false });
    const opened = await client.open();
    expect(opened.methods).toEqual(["webauthn"]);
    expect(opened).not.toHaveProperty("sent_to");

    const asked = await client.post(confirmationPath(opened.id, "passcode"), {});
    expect(asked.status).toBe(400);
    expect(await asked.json()).toEqual({
      code: 400,
      message: "Bad Request",
      error: "confirmation_method_unavailable",
    });
    expect(mailsTo(auth, user)).toEqual([]);

    const signed = { assertion_response: device.get(opened.webauthn!) };
    const confirmed = await client.post(confirmationPath(opened.id, "webauthn"), signed);
    expect(confirmed.status).toBe(200);
  });

  it("names an id in a confirmation path as one path segment", () => {
    expect(confirmationPath("a/b c", "webauthn")).toBe("/confirmations/a%2Fb%20c/webauthn");
  });

  it("refuses to open without a passkey once the user's codes for 5 minutes are spent", async () => {
    const user = await signIn(auth);
    const client = confirmationClient(auth, user);
    for (let i = 0; i < 5; i += 1) expect((await client.open()).sent_to).toBeDefined();
    const refused = await client.post("/confirmations", REFUND);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: "confirmation_rate_limited" });
    expect(mailsTo(auth, user)).toHaveLength(5);
  });

  it("answers a redeemed token as used, for other details and once expired too", async () => {
    const { user, device, client } = await userWithPasskey();
    const opened = await client.open();
    const { token } = (await (
      await client.webauthn(opened.id, device.get(opened.webauthn!))
    ).json()) as { token: string };
    expect((await client.redeem(token)).status).toBe(200);

    const other = { action: "order.refund", details: { order: "A-17", amount: "5000.00" } };
    const otherDetails = await client.redeem(token, other);
    expect(otherDetails.status).toBe(409);
    expect(await otherDetails.json()).toMatchObject({ error: "confirmation_used" });
    const { entries } = await auth.deps.audit.list({ filters: { actorUserId: user.userId } });
    expect(entries.filter((entry) => entry.type === "confirmation_failed")).toEqual([]);

    clock.advance(2 * 60_000);
    const expired = await client.redeem(token);
    expect(expired.status).toBe(409);
    expect(await expired.json()).toMatchObject({ error: "confirmation_used" });
  });
});

describe("confirmations with rate limiting turned off", () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await createTestAuth({ PASSKEYS_ENABLED: "true", RATE_LIMIT_ENABLED: "false" });
  });
  afterAll(() => auth.close());

  it("opens past the 10 in 5 minutes the limit would allow", async () => {
    const user = await signIn(auth);
    await registerPasskey(auth, user.userId);
    const client = confirmationClient(auth, user);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await client.post("/confirmations", REFUND)).status);
    }
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 201));
  });
});
