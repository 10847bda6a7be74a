// The passkey confirmation's refusals as the user and the operator see them, on SQLite and
// PostgreSQL, with the software authenticator answering the confirmation's real challenge: a
// security key kept for the second factor is refused even when it signs the right challenge
// (and audited as an unknown credential), a wrong assertion is audited as invalid, a counter
// that went backwards is logged as a possible clone (and only then), and with passkeys off the
// route spends no try.
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { signIn } from "../../test/sign-in.ts";
import { dialectCases } from "../../test/test-database.ts";
import { codeIn } from "../flow/testing/flow-client.ts";
import { confirmationClient } from "./testing/confirmation-client.ts";
import { registerPasskey } from "./testing/register-passkey.ts";

const CLONE_WARNING = "passkey sign counter went backwards: possibly a cloned authenticator";

/** The stored confirmation: its challenge (what a browser would be asked to sign) and tries. */
async function storedConfirmation(auth: TestAuth, id: string) {
  return auth.deps.db
    .selectFrom("confirmations")
    .select(["challenge", "attempts", "confirmed_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

async function confirmationFailures(auth: TestAuth, userId: string) {
  const { entries } = await auth.deps.audit.list({ filters: { actorUserId: userId } });
  return entries.filter((entry) => entry.type === "confirmation_failed");
}

describe.each(dialectCases())(
  "passkey confirmation edges on $dialect",
  ({ dialect, skipReason }) => {
    let auth: TestAuth;
    const logLines: string[] = [];
    beforeAll(async () => {
      if (skipReason) return;
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(...chunk.toString().split("\n").filter(Boolean));
          done();
        },
      });
      auth = await createTestAuth(
        { PASSKEYS_ENABLED: "true" },
        { dialect, deps: { logger: pino({ level: "warn" }, sink) } },
      );
    });
    afterAll(() => auth?.close());

    /** The warnings logged about one user. */
    const warningsAbout = (userId: string) =>
      logLines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.userId === userId);

    it("refuses a second-factor security key that signs the confirmation's own challenge", async (ctx) => {
      if (skipReason) return ctx.skip(skipReason);
      const user = await signIn(auth);
      const { device, credentialId } = await registerPasskey(auth, user.userId, { mfaOnly: true });
      const client = confirmationClient(auth, user);
      const opened = await client.open();
      expect(opened.methods).toEqual(["passcode"]);

      // A well-made assertion over the right challenge, by a key that may not confirm.
      const { challenge } = await storedConfirmation(auth, opened.id);
      const refused = await client.webauthn(
        opened.id,
        device.get({ challenge, rpId: "localhost" }),
      );
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({
        error: "confirmation_failed",
        attempts_left: 2,
      });

      expect(await confirmationFailures(auth, user.userId)).toEqual([
        expect.objectContaining({
          error: "unknown_credential",
          details: expect.objectContaining({
            action: "order.refund",
            method: "webauthn",
            reason: "unknown_credential",
            confirmation_id: opened.id,
          }) as unknown,
        }),
      ]);
      // The key was not counted as used.
      const key = await auth.deps.db
        .selectFrom("webauthn_credentials")
        .select(["sign_count", "last_used_at"])
        .where("id", "=", credentialId)
        .executeTakeFirstOrThrow();
      expect(key).toEqual({ sign_count: 0, last_used_at: null });
    });

    it("audits an assertion that does not verify as invalid, and logs no clone warning", async (ctx) => {
      if (skipReason) return ctx.skip(skipReason);
      const user = await signIn(auth);
      const { device } = await registerPasskey(auth, user.userId);
      const client = confirmationClient(auth, user);
      const opened = await client.open();

      const unverified = device.get(opened.webauthn!, undefined, { userVerified: false });
      const refused = await client.webauthn(opened.id, unverified);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({
        error: "confirmation_failed",
        attempts_left: 2,
      });

      expect(await confirmationFailures(auth, user.userId)).toEqual([
        expect.objectContaining({
          error: "invalid_assertion",
          details: expect.objectContaining({
            action: "order.refund",
            method: "webauthn",
            reason: "invalid_assertion",
          }) as unknown,
        }),
      ]);
      expect(warningsAbout(user.userId)).toEqual([]);
    });

    it("refuses a counter that went backwards and logs the key and user as a possible clone", async (ctx) => {
      if (skipReason) return ctx.skip(skipReason);
      const user = await signIn(auth);
      const { device, credentialId } = await registerPasskey(auth, user.userId);
      const client = confirmationClient(auth, user);
      const first = await client.open();
      expect((await client.webauthn(first.id, device.get(first.webauthn!))).status).toBe(200);

      // A copy of the key that still counts from where the original was.
      const second = await client.open();
      const cloned = device.get(second.webauthn!, undefined, { counter: 1 });
      const refused = await client.webauthn(second.id, cloned);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({
        error: "confirmation_failed",
        attempts_left: 2,
      });

      expect(warningsAbout(user.userId)).toEqual([
        expect.objectContaining({ msg: CLONE_WARNING, credentialId, userId: user.userId }),
      ]);
      expect(await confirmationFailures(auth, user.userId)).toMatchObject([
        { error: "invalid_assertion" },
      ]);
    });
  },
);

describe("a passkey confirmation with passkeys turned off", () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await createTestAuth({ PASSKEYS_ENABLED: "false" });
  });
  afterAll(() => auth.close());

  it("is unavailable, spends no try, and the mailed code still confirms", async () => {
    const user = await signIn(auth);
    // A passkey from before passkeys were turned off, signing the right challenge.
    const { device } = await registerPasskey(auth, user.userId);
    const client = confirmationClient(auth, user);
    const opened = await client.open();
    expect(opened.methods).toEqual(["passcode"]);
    const code = codeIn((await auth.smtp.nextMail(user.address)).text) ?? "";

    const { challenge } = await storedConfirmation(auth, opened.id);
    const refused = await client.webauthn(opened.id, device.get({ challenge, rpId: "localhost" }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      code: 400,
      message: "Bad Request",
      error: "confirmation_method_unavailable",
    });
    expect(await storedConfirmation(auth, opened.id)).toMatchObject({
      attempts: 0,
      confirmed_at: null,
    });

    expect((await client.passcode(opened.id, { code })).status).toBe(200);
  });
});
