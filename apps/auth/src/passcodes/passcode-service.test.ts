import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
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

class RolledBack extends Error {}

/**
 * One flow request: the service over a transaction, as the engine runs it. `rollBack` ends it
 * as a failed request does.
 */
async function inRequest<T>(
  work: (passcodes: PasscodeService) => Promise<T>,
  { rollBack = false } = {},
): Promise<T | undefined> {
  let result: T | undefined;
  await database.db
    .transaction()
    .execute(async (trx) => {
      result = await work(
        createPasscodeService({
          db: trx,
          clock: { now: () => new Date(now) },
          mailer: {
            send: (message) => {
              mails.push(message);
              return Promise.resolve();
            },
          },
          ttlSeconds: 300,
        }),
      );
      if (rollBack) throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return result;
}

const stored = (id: string) =>
  database.db.selectFrom("passcodes").where("id", "=", id).selectAll().executeTakeFirst();

async function sent(email = `${crypto.randomUUID()}@example.com`) {
  const id = await inRequest((passcodes) =>
    passcodes.send({ email, userId: undefined, template: "login", language: "sv" }),
  );
  const code = mails.at(-1)?.data.code ?? "";
  return { id: id ?? "", code };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("passcodes (§2.2 passcode_confirmation, §7.1)", () => {
  it("are six digits from the whole range", () => {
    const codes = Array.from({ length: 300 }, generatePasscode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes.map((code) => code[0])).size).toBe(10);
  });

  it("mail the code with its validity in the request's language, and store only a hash", async () => {
    const id = await inRequest(async (passcodes) => {
      const sentId = await passcodes.send({
        email: "jane@example.com",
        userId: undefined,
        template: "recovery",
        language: "sv",
      });
      expect(await passcodes.isUsable(sentId)).toBe(true);
      return sentId;
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: "jane@example.com",
      template: "recovery",
      language: "sv",
    });
    expect(mails[0]?.data).toEqual({ code: mails[0]?.data.code, ttlMinutes: "5" });
    expect(mails[0]?.data.code).toMatch(/^\d{6}$/);
    const row = await stored(id ?? "");
    expect(row).toMatchObject({
      email: "jane@example.com",
      ttl_seconds: 300,
      try_count: 0,
      user_id: null,
    });
    expect(row?.code_hash).toMatch(/^\$argon2id\$/);
  });

  it("hand a template more data beside the code, which cannot replace the code", async () => {
    await inRequest((passcodes) =>
      passcodes.send({
        email: "jane@example.com",
        userId: undefined,
        template: "confirmation",
        language: "en",
        data: { action: "order.refund", code: "not-the-code" },
      }),
    );
    expect(mails[0]?.data).toEqual({
      action: "order.refund",
      code: expect.stringMatching(/^\d{6}$/) as string,
      ttlMinutes: "5",
    });
    expect(mails[0]?.data.code).not.toBe("not-the-code");
  });

  it("leave no row when the request fails", async () => {
    const id = await inRequest(
      (passcodes) =>
        passcodes.send({
          email: "j@example.com",
          userId: undefined,
          template: "login",
          language: "en",
        }),
      { rollBack: true },
    );
    expect(await stored(id ?? "")).toBeUndefined();
  });

  it.each(["email_login_attempted", "email_registration_attempted"] as const)(
    "send no code with %s",
    async (template) => {
      await inRequest((passcodes) =>
        passcodes.send({ email: "x@example.com", userId: undefined, template, language: "en" }),
      );
      expect(mails[0]?.data).toEqual({});
    },
  );

  it("are used up by the right code", async () => {
    const { id, code } = await sent();
    expect(await inRequest((passcodes) => passcodes.verify(id, code))).toBe("valid");
    expect(await inRequest((passcodes) => passcodes.verify(id, code))).toBe("invalid");
  });

  it("die on the third wrong try, after which even the right code is refused", async () => {
    const { id, code } = await sent();
    const results = [];
    for (let i = 0; i < 4; i++) {
      results.push(
        await inRequest((passcodes) => passcodes.verify(id, i === 3 ? code : wrong(code))),
      );
    }
    expect(results).toEqual(["invalid", "invalid", "max_attempts", "max_attempts"]);
    expect(await inRequest((passcodes) => passcodes.isUsable(id))).toBe(false);
  });

  it("count nothing when the request is not committed", async () => {
    const { id, code } = await sent();
    for (let i = 0; i < 3; i++) {
      await inRequest((passcodes) => passcodes.verify(id, wrong(code)), { rollBack: true });
    }
    expect(await inRequest((passcodes) => passcodes.verify(id, code))).toBe("valid");
  });

  it("still work at the last millisecond of their TTL", async () => {
    const { id, code } = await sent();
    now += 300_000;
    expect(await inRequest((passcodes) => passcodes.isUsable(id))).toBe(true);
    expect(await inRequest((passcodes) => passcodes.verify(id, code))).toBe("valid");
  });

  it("expire after their TTL", async () => {
    const { id, code } = await sent();
    now += 300_001;
    expect(await inRequest((passcodes) => passcodes.isUsable(id))).toBe(false);
    expect(await inRequest((passcodes) => passcodes.verify(id, code))).toBe("invalid");
  });

  it("treat unknown and missing ids as unusable and invalid", async () => {
    await inRequest(async (passcodes) => {
      expect(await passcodes.isUsable(undefined)).toBe(false);
      expect(await passcodes.isUsable(crypto.randomUUID())).toBe(false);
      expect(await passcodes.verify(crypto.randomUUID(), "123456")).toBe("invalid");
      expect(await passcodes.verify(undefined, "123456")).toBe("invalid");
    });
  });

  it("ask the database nothing when no passcode was sent", async () => {
    const queries: string[] = [];
    const passcodes = createPasscodeService({
      db: database.db.withPlugin({
        transformQuery: ({ node }) => {
          queries.push(node.kind);
          return node;
        },
        transformResult: ({ result }) => Promise.resolve(result),
      }),
      clock: { now: () => new Date(now) },
      mailer: { send: () => Promise.resolve() },
      ttlSeconds: 300,
    });
    expect(await passcodes.isUsable(undefined)).toBe(false);
    expect(await passcodes.verify(undefined, "123456")).toBe("invalid");
    expect(queries).toEqual([]);
    // The same service asks once for an id it has to look up.
    expect(await passcodes.isUsable(crypto.randomUUID())).toBe(false);
    expect(queries).toEqual(["SelectQueryNode"]);
  });
});
