import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DeferredWrite } from "../flow/engine/flow-engine-options.ts";
import { openTestDatabase, type TestDatabase } from "../flow/testing/test-database.ts";
import type { MailMessage } from "../services.ts";
import { generatePasscode } from "./passcode-code.ts";
import { createPasscodeService, type PasscodeService } from "./passcode-service.ts";

let database: TestDatabase;
let now: number;
let mails: MailMessage[];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.destroy());
beforeEach(() => {
  now = Date.parse("2026-01-01T00:00:00.000Z");
  mails = [];
});

/** One request: a service plus the commit the engine would run at its end. */
function request(): { passcodes: PasscodeService; commit(): Promise<void> } {
  const writes: DeferredWrite[] = [];
  const passcodes = createPasscodeService({
    db: database.db,
    clock: { now: () => new Date(now) },
    mailer: {
      send: (message) => {
        mails.push(message);
        return Promise.resolve();
      },
    },
    ttlSeconds: 300,
    scope: { onCommit: (write) => writes.push(write) },
  });
  return {
    passcodes,
    commit: () =>
      database.db.transaction().execute(async (trx) => {
        for (const write of writes) await write(trx);
      }),
  };
}

async function sent(email = `${crypto.randomUUID()}@example.com`) {
  const first = request();
  const id = await first.passcodes.send({
    email,
    userId: undefined,
    template: "login",
    language: "sv",
  });
  await first.commit();
  const code = mails.at(-1)?.data.code ?? "";
  return { id, code };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("passcodes (§2.2 passcode_confirmation, §7.1)", () => {
  it("are six digits from the whole range", () => {
    const codes = Array.from({ length: 300 }, generatePasscode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes.map((code) => code[0])).size).toBe(10);
  });

  it("mail the code with its validity in the request's language, and store only a hash at commit", async () => {
    const current = request();
    const id = await current.passcodes.send({
      email: "jane@example.com",
      userId: undefined,
      template: "recovery",
      language: "sv",
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: "jane@example.com",
      template: "recovery",
      language: "sv",
    });
    expect(mails[0]?.data).toEqual({ code: mails[0]?.data.code, ttlMinutes: "5" });
    expect(mails[0]?.data.code).toMatch(/^\d{6}$/);
    // The request sees its own pending write; the database does not until commit.
    expect(await current.passcodes.isUsable(id)).toBe(true);
    expect(
      await database.db.selectFrom("passcodes").where("id", "=", id).selectAll().executeTakeFirst(),
    ).toBeUndefined();
    await current.commit();
    const row = await database.db
      .selectFrom("passcodes")
      .where("id", "=", id)
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: "jane@example.com",
      ttl_seconds: 300,
      try_count: 0,
      user_id: null,
    });
    expect(row.code_hash).toMatch(/^\$argon2id\$/);
  });

  it.each(["email_login_attempted", "email_registration_attempted"] as const)(
    "send no code with %s",
    async (template) => {
      await request().passcodes.send({
        email: "x@example.com",
        userId: undefined,
        template,
        language: "en",
      });
      expect(mails[0]?.data).toEqual({});
    },
  );

  it("are used up by the right code", async () => {
    const { id, code } = await sent();
    const second = request();
    expect(await second.passcodes.verify(id, code)).toBe("valid");
    await second.commit();
    expect(await request().passcodes.verify(id, code)).toBe("invalid");
  });

  it("die on the third wrong try, after which even the right code is refused", async () => {
    const { id, code } = await sent();
    const results = [];
    for (let i = 0; i < 4; i++) {
      const attempt = request();
      results.push(await attempt.passcodes.verify(id, i === 3 ? code : wrong(code)));
      await attempt.commit();
    }
    expect(results).toEqual(["invalid", "invalid", "max_attempts", "max_attempts"]);
    expect(await request().passcodes.isUsable(id)).toBe(false);
  });

  it("count nothing when the request is not committed", async () => {
    const { id, code } = await sent();
    for (let i = 0; i < 3; i++) await request().passcodes.verify(id, wrong(code));
    expect(await request().passcodes.verify(id, code)).toBe("valid");
  });

  it("expire after their TTL", async () => {
    const { id, code } = await sent();
    now += 300_001;
    expect(await request().passcodes.isUsable(id)).toBe(false);
    expect(await request().passcodes.verify(id, code)).toBe("invalid");
  });

  it("treat unknown and missing ids as unusable and invalid", async () => {
    const { passcodes } = request();
    expect(await passcodes.isUsable(undefined)).toBe(false);
    expect(await passcodes.isUsable(crypto.randomUUID())).toBe(false);
    expect(await passcodes.verify(crypto.randomUUID(), "123456")).toBe("invalid");
  });
});
