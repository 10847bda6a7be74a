// Stored passkeys and security keys on SQLite and PostgreSQL: a user's credentials oldest first,
// any credential by its id, a use recorded on that credential only, a duplicate id refused
// without spoiling the caller's transaction, and renames and deletes only by the owner.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectCases, openTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import type { WebauthnCredentialsTable } from "../db/schema.ts";
import { createCredentialStore } from "./credential-store.ts";

describe.each(dialectCases())("credentials on $dialect", ({ dialect, skipReason }) => {
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

  const credential = (
    userId: string,
    id: string,
    createdAt = "2026-11-29T10:00:00.000Z",
  ): WebauthnCredentialsTable => ({
    id,
    user_id: userId,
    name: null,
    public_key: `key-of-${id}`,
    attestation_type: "none",
    aaguid: "00000000-0000-0000-0000-000000000000",
    sign_count: 0,
    transports: '["internal"]',
    backup_eligible: 1,
    backup_state: 0,
    mfa_only: 0,
    created_at: createdAt,
    last_used_at: null,
  });

  const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}`;

  it("lists a user's credentials oldest first, ties by id, and finds any by its id", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const store = createCredentialStore(test!.database.db);
    const anna = await user();
    const bert = await user();
    const [newest, tieB, tieA, bertsKey] = ["c", "b", "a", "d"].map((label) => unique(label));
    const rows = [
      credential(anna, newest!, "2026-11-29T12:00:00.000Z"),
      credential(anna, `b${tieB!}`, "2026-11-29T11:00:00.000Z"),
      credential(anna, `a${tieA!}`, "2026-11-29T11:00:00.000Z"),
      credential(bert, bertsKey!),
    ];
    const inserted = [];
    for (const row of rows) inserted.push(await store.insert(row));
    expect(inserted).toEqual([true, true, true, true]);
    expect((await store.listOf(anna)).map((row) => row.id)).toEqual([
      `a${tieA!}`,
      `b${tieB!}`,
      newest,
    ]);
    expect(await store.find(bertsKey!)).toEqual(rows[3]);
    expect(await store.find(unique("nobody"))).toBeUndefined();
  });

  it("records a use on that credential only", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const store = createCredentialStore(test!.database.db);
    const anna = await user();
    const [used, other] = [unique("used"), unique("other")];
    await store.insert(credential(anna, used));
    await store.insert(credential(anna, other));
    await store.recordUse(used, { signCount: 7, backupState: true, at: "2026-11-29T13:00:00Z" });
    const afterFirst = await store.find(used);
    await store.recordUse(used, { signCount: 8, backupState: false, at: "2026-11-29T14:00:00Z" });
    expect(afterFirst).toMatchObject({
      sign_count: 7,
      backup_state: 1,
      last_used_at: "2026-11-29T13:00:00Z",
    });
    expect(await store.find(used)).toMatchObject({
      sign_count: 8,
      backup_state: 0,
      last_used_at: "2026-11-29T14:00:00Z",
    });
    expect(await store.find(other)).toEqual(credential(anna, other));
  });

  it("refuses a second credential of the same id, for anyone, and the transaction goes on", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const db = test!.database.db;
    const anna = await user();
    const bert = await user();
    const id = unique("dup");
    const [first, again, afterwards] = await db.transaction().execute(async (trx) => {
      const store = createCredentialStore(trx);
      const results = [await store.insert(credential(anna, id))];
      results.push(await store.insert(credential(bert, id)));
      results.push(await store.insert(credential(bert, unique("next"))));
      return results;
    });
    expect([first, again, afterwards]).toEqual([true, false, true]);
    expect((await createCredentialStore(db).find(id))?.user_id).toBe(anna);
  });

  it("passes on failures other than a duplicate", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const store = createCredentialStore(test!.database.db);
    // No such user: a foreign-key failure, not a duplicate.
    await expect(store.insert(credential(crypto.randomUUID(), unique("orphan")))).rejects.toThrow();
  });

  it("renames and removes a credential for its owner only", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const store = createCredentialStore(test!.database.db);
    const anna = await user();
    const bert = await user();
    const id = unique("key");
    await store.insert(credential(anna, id));
    const outcomes = {
      renameByOther: await store.rename(bert, id, "Berts nu"),
      renameUnknown: await store.rename(anna, unique("nothing"), "Ingen"),
      removeByOther: await store.remove(bert, id),
      removeUnknown: await store.remove(anna, unique("nothing")),
    };
    const untouched = await store.find(id);
    const renamed = await store.rename(anna, id, "Annas nyckel");
    const name = (await store.find(id))?.name;
    const removed = await store.remove(anna, id);
    expect(outcomes).toEqual({
      renameByOther: false,
      renameUnknown: false,
      removeByOther: false,
      removeUnknown: false,
    });
    expect(untouched).toEqual(credential(anna, id));
    expect([renamed, name, removed]).toEqual([true, "Annas nyckel", true]);
    expect(await store.find(id)).toBeUndefined();
  });
});
