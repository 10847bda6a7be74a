// Authenticator-app secrets at rest, on SQLite and PostgreSQL: sealed under SECRETS_KEY, the
// last step advanced once per step, and sealed again under a new key after a rotation.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectCases, openTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import { createSecretBox } from "../secrets/secret-box.ts";
import { createOtpSecretStore } from "./otp-secret-store.ts";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

describe.each(dialectCases())("OTP secrets on $dialect", ({ dialect, skipReason }) => {
  let test: TestDatabase | undefined;
  beforeAll(async () => {
    if (!skipReason) test = await openTestDatabase(dialect);
  });
  afterAll(() => test?.close());

  async function user(): Promise<string> {
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    await test!.database.db
      .insertInto("users")
      .values({ id, username: null, created_at: now, updated_at: now, unsafe_metadata: null })
      .execute();
    return id;
  }

  const stored = async (userId: string) =>
    (
      await test!.database.db
        .selectFrom("otp_secrets")
        .selectAll()
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow()
    ).secret;

  it("keeps a secret sealed and each step usable once", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const store = createOtpSecretStore(
      test!.database.db,
      createSecretBox({ current: randomBytes(32), previous: [] }),
    );
    const id = await user();
    await store.save(id, SECRET, 100, new Date().toISOString());
    expect(await stored(id)).not.toContain(SECRET);
    expect(await store.find(id)).toEqual({ secret: SECRET, lastStep: 100 });
    expect(await store.useStep(id, 100)).toBe(false);
    expect(await store.useStep(id, 101)).toBe(true);
    expect(await store.useStep(id, 101)).toBe(false);
  });

  it("seals the secrets again after SECRETS_KEY is rotated", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    await test!.database.db.deleteFrom("otp_secrets").execute();
    const old = randomBytes(32);
    const before = createSecretBox({ current: old, previous: [] });
    const id = await user();
    await createOtpSecretStore(test!.database.db, before).save(id, SECRET, 7, "2026-11-25");
    const after = createSecretBox({ current: randomBytes(32), previous: [old] });
    const store = createOtpSecretStore(test!.database.db, after);
    expect(await store.resealStale()).toBe(1);
    expect(after.isCurrent(await stored(id))).toBe(true);
    expect(await store.resealStale()).toBe(0);
    expect(await store.find(id)).toEqual({ secret: SECRET, lastStep: 7 });
  });
});
