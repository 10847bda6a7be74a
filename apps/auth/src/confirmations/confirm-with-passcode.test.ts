// Confirming with a mailed code over HTTP, on SQLite and PostgreSQL, with real SMTP delivery
// into the sink and real Argon2id: a user without a passkey gets the code at once, in their
// language, naming the action; a user with one asks for it; a resend replaces the code but
// not the tries; three wrong codes end the confirmation; no verified address, no code.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeIn } from "../flow/testing/flow-client.ts";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { signIn } from "../../test/sign-in.ts";
import { dialectCases } from "../../test/test-database.ts";
import { confirmationClient, REFUND } from "./testing/confirmation-client.ts";
import { registerPasskey } from "./testing/register-passkey.ts";

describe.each(dialectCases())("passcode confirmations on $dialect", ({ dialect, skipReason }) => {
  let auth: TestAuth;
  beforeAll(async () => {
    if (skipReason) return;
    auth = await createTestAuth({ PASSKEYS_ENABLED: "true" }, { dialect });
  });
  afterAll(() => auth?.close());

  const wrong = (code: string) => (code === "000000" ? "111111" : "000000");

  it("mails a code at once without a passkey, in Swedish, naming the action; the code confirms", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    const client = confirmationClient(auth, user);
    const response = await auth.request("/confirmations", {
      method: "POST",
      headers: { ...user.auth, "X-Language": "sv" },
      json: REFUND,
    });
    expect(response.status).toBe(201);
    const opened = (await response.json()) as Record<string, unknown>;
    expect(opened).toMatchObject({ methods: ["passcode"], sent_to: "u*****@example.com" });
    expect(opened).not.toHaveProperty("webauthn");

    const mail = await auth.smtp.nextMail(user.address);
    expect(mail.subject).toMatch(/^\d{6} är din kod för att bekräfta en åtgärd hos /);
    expect(mail.text).toContain("Åtgärd: order.refund");
    const code = codeIn(mail.text) ?? "";

    const confirmed = await client.passcode(String(opened.id), { code });
    expect(confirmed.status).toBe(200);
    const { token } = (await confirmed.json()) as { token: string };
    const redeemed = await client.redeem(token);
    expect(await redeemed.json()).toMatchObject({ method: "passcode", user_id: user.userId });
    // The code was used up with the confirmation.
    const reused = await client.passcode(String(opened.id), { code });
    expect(reused.status).toBe(409);
    expect(await reused.json()).toMatchObject({ error: "confirmation_used" });
  });

  it("mails a code on request to a user with a passkey, and a resend replaces it", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    await registerPasskey(auth, user.userId);
    const client = confirmationClient(auth, user);
    const opened = await client.open();
    expect(opened.methods).toEqual(["webauthn", "passcode"]);

    const notYet = await client.passcode(opened.id, { code: "123456" });
    expect(notYet.status).toBe(400);
    expect(await notYet.json()).toMatchObject({ error: "confirmation_passcode_not_sent" });

    const sent = await client.passcode(opened.id);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ sent_to: "u*****@example.com" });
    const first = codeIn((await auth.smtp.nextMail(user.address)).text) ?? "";
    expect((await client.passcode(opened.id)).status).toBe(200);
    const second = codeIn((await auth.smtp.nextMail(user.address)).text) ?? "";

    if (first !== second) {
      const old = await client.passcode(opened.id, { code: first });
      expect(await old.json()).toMatchObject({ error: "confirmation_failed", attempts_left: 2 });
    }
    expect((await client.passcode(opened.id, { code: second })).status).toBe(200);
  });

  it("ends after three wrong codes, even the right one is refused then", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    const client = confirmationClient(auth, user);
    const opened = await client.open();
    const code = codeIn((await auth.smtp.nextMail(user.address)).text) ?? "";
    for (const left of [2, 1, 0]) {
      const refused = await client.passcode(opened.id, { code: wrong(code) });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({
        error: "confirmation_failed",
        attempts_left: left,
      });
    }
    const ended = await client.passcode(opened.id, { code });
    expect(ended.status).toBe(410);
    expect(await ended.json()).toMatchObject({ error: "confirmation_attempts_exceeded" });
    // Nor can a resend revive it.
    expect((await client.passcode(opened.id)).status).toBe(410);

    const failures = (
      await auth.deps.audit.list({ filters: { actorUserId: user.userId } })
    ).entries.filter((entry) => entry.type === "confirmation_failed");
    expect(failures).toHaveLength(3);
    expect(failures[0]).toMatchObject({
      error: "wrong_passcode",
      details: { action: "order.refund", method: "passcode", reason: "wrong_passcode" },
    });
  });

  it("checks at most three codes even when guesses arrive all at once", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth);
    const client = confirmationClient(auth, user);
    const opened = await client.open();
    const code = codeIn((await auth.smtp.nextMail(user.address)).text) ?? "";
    const guesses = ["000001", "000002", "000003", "000004", "000005", "000006"].filter(
      (guess) => guess !== code,
    );
    const answers = await Promise.all(
      guesses.map(async (guess) => {
        const response = await client.passcode(opened.id, { code: guess });
        return ((await response.json()) as { error: string }).error;
      }),
    );
    expect(answers.filter((error) => error === "confirmation_failed")).toHaveLength(3);
    expect(answers.filter((error) => error === "confirmation_attempts_exceeded")).toHaveLength(
      guesses.length - 3,
    );
    expect((await client.passcode(opened.id, { code })).status).toBe(410);
  });

  it("has nothing to confirm with for a user with neither a passkey nor a verified address", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const user = await signIn(auth, { verified: false });
    const refused = await confirmationClient(auth, user).post("/confirmations", REFUND);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "confirmation_method_unavailable" });
    const rows = await auth.deps.db
      .selectFrom("confirmations")
      .select("id")
      .where("user_id", "=", user.userId)
      .execute();
    expect(rows).toEqual([]);
  });
});
