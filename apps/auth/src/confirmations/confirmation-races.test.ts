// Confirmations when another request changes the row between a request's check and its write,
// on PostgreSQL, whose row locks let a test hold that moment open: another transaction takes the
// lock the request's write needs, the request is seen waiting on it (pg_blocking_pids), and the
// change is committed before it goes on. A redeem that loses to another is "used"; a
// confirmation that expires while its assertion is checked is "expired", not "used"; a code
// checked while a resend replaces it is checked against the new code.
import { sql, type Kysely } from "@kretsbutiken/database";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestAuth, type TestAuth } from "../../test/create-test-auth.ts";
import { signIn } from "../../test/sign-in.ts";
import { createTestClock } from "../../test/test-clock.ts";
import { dialectCases } from "../../test/test-database.ts";
import type { AuthDatabase } from "../db/schema.ts";
import { codeIn } from "../flow/testing/flow-client.ts";
import { createPasscodeService } from "../passcodes/passcode-service.ts";
import { createConfirmationStore } from "./confirmation-store.ts";
import { confirmationClient } from "./testing/confirmation-client.ts";
import { registerPasskey } from "./testing/register-passkey.ts";

describe.each(dialectCases().filter((c) => c.dialect === "postgres"))(
  "confirmation races on $dialect",
  ({ dialect, skipReason }) => {
    let auth: TestAuth;
    const clock = createTestClock();
    beforeAll(async () => {
      if (skipReason) return;
      auth = await createTestAuth({ PASSKEYS_ENABLED: "true" }, { dialect, deps: { clock } });
    });
    afterAll(() => auth?.close());

    /**
     * Runs `hold` in a transaction, starts the request once it holds its locks, waits until the
     * request waits on them, runs `meanwhile`, commits; then the request's answer.
     */
    async function whileHeld<H>(
      hold: (trx: Kysely<AuthDatabase>) => Promise<H>,
      request: (held: H) => Promise<Response>,
      meanwhile: () => void = () => {},
    ): Promise<Response> {
      let answer: Promise<Response> | undefined;
      await auth.deps.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        const holder = rows[0]!.pid;
        answer = request(await hold(trx));
        await vi.waitFor(
          async () => {
            const blocked = await sql<{ n: number }>`
              select count(*)::int as n from pg_stat_activity
              where ${holder}::int = any(pg_blocking_pids(pid))`.execute(auth.deps.db);
            expect(blocked.rows[0]!.n).toBe(1);
          },
          { timeout: 5_000, interval: 10 },
        );
        meanwhile();
      });
      return answer!;
    }

    async function userWithPasskey() {
      const user = await signIn(auth);
      const { device, credentialId } = await registerPasskey(auth, user.userId);
      return { user, device, credentialId, client: confirmationClient(auth, user) };
    }

    it("answers a redeem that another redeem beat to the row as used", async (ctx) => {
      if (skipReason) return ctx.skip(skipReason);
      const { device, client } = await userWithPasskey();
      const opened = await client.open();
      const { token } = (await (
        await client.webauthn(opened.id, device.get(opened.webauthn!))
      ).json()) as { token: string };

      // The other redeem has written its row, not yet committed: this one still finds it open.
      const lost = await whileHeld(
        (trx) =>
          trx
            .updateTable("confirmations")
            .set({ redeemed_at: clock.now().toISOString() })
            .where("id", "=", opened.id)
            .execute(),
        () => client.redeem(token),
      );
      expect(lost.status).toBe(409);
      expect(await lost.json()).toMatchObject({ error: "confirmation_used" });
    });

    it("answers a confirmation that expired while its assertion was checked as expired", async (ctx) => {
      if (skipReason) return ctx.skip(skipReason);
      const { device, credentialId, client } = await userWithPasskey();
      const opened = await client.open();

      // The passkey's row is held, so the request waits after checking the assertion and
      // before confirming; meanwhile the confirmation's five minutes run out.
      const late = await whileHeld(
        (trx) =>
          trx
            .selectFrom("webauthn_credentials")
            .select("id")
            .where("id", "=", credentialId)
            .forUpdate()
            .execute(),
        () => client.webauthn(opened.id, device.get(opened.webauthn!)),
        () => clock.advance(5 * 60_000),
      );
      expect(late.status).toBe(410);
      expect(await late.json()).toMatchObject({ error: "confirmation_expired" });
    });

    it("checks a code against the code a resend is replacing it with", async (ctx) => {
      if (skipReason) return ctx.skip(skipReason);
      const user = await signIn(auth);
      const client = confirmationClient(auth, user);
      const opened = await client.open();
      await auth.smtp.nextMail(user.address); // the first code, about to be replaced

      // A resend that has mailed its new code and written it to the row, not yet committed:
      // the check reads the old code's id before its try waits on the resend.
      const confirmed = await whileHeld(
        async (trx) => {
          const passcodeId = await createPasscodeService({
            db: trx,
            clock: auth.deps.clock,
            mailer: auth.deps.mailer,
            ttlSeconds: auth.config.email.passcodeTtlSeconds,
          }).send({
            email: user.address,
            userId: user.userId,
            template: "confirmation",
            language: "en",
            data: { action: opened.action },
          });
          await createConfirmationStore(trx).setPasscode(opened.id, passcodeId);
          return codeIn((await auth.smtp.nextMail(user.address)).text) ?? "";
        },
        (newCode) => client.passcode(opened.id, { code: newCode }),
      );
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toHaveProperty("token");
    });
  },
);
