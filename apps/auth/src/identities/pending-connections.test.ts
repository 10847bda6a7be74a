// The held accounts of the profile's connects (./pending-connections.ts), on SQLite and
// PostgreSQL: what goes in comes out once, for its minute, with the PKCE check.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dialectCases, openTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import type { Clock } from "../services.ts";
import { ONE_TIME_TOKEN_TTL_SECONDS } from "./one-time-tokens.ts";
import { createPendingConnectionStore, type PendingConnection } from "./pending-connections.ts";

const START = new Date("2026-03-01T10:00:00.000Z");
const VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";

describe.each(dialectCases())("pending connections on $dialect", ({ dialect, skipReason }) => {
  let test: TestDatabase | undefined;
  let now = START;
  const clock: Clock = { now: () => now };
  const db = () => test!.database.db;
  let userId = "";

  beforeAll(async () => {
    if (skipReason) return;
    test = await openTestDatabase(dialect);
  });
  afterAll(() => test?.close());
  beforeEach(async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    now = START;
    await db().deleteFrom("users").execute();
    userId = crypto.randomUUID();
    const at = START.toISOString();
    await db()
      .insertInto("users")
      .values({ id: userId, username: null, created_at: at, updated_at: at })
      .execute();
  });

  const connection = (overrides: Partial<PendingConnection> = {}): PendingConnection => ({
    userId,
    flowId: "flow-1",
    codeVerifier: undefined,
    account: {
      providerId: "google",
      subject: "subject-1",
      email: "jane@example.com",
      emailVerified: true,
      data: { sub: "subject-1", email: "jane@example.com", email_verified: true, name: "Jane" },
    },
    ...overrides,
  });

  it("gives the account back once, and never stores the token itself", async () => {
    const store = createPendingConnectionStore(db(), clock);
    const value = await store.issue(connection());
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db().selectFrom("pending_connections").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(value);
    expect(stored[0]).toMatchObject({
      expires_at: new Date(START.getTime() + ONE_TIME_TOKEN_TTL_SECONDS * 1000).toISOString(),
      created_at: START.toISOString(),
    });

    expect(await store.take(value, undefined)).toStrictEqual({
      userId,
      flowId: "flow-1",
      verifier: "none",
      account: connection().account,
    });
    expect(await store.take(value, undefined)).toBeUndefined();
    expect(await db().selectFrom("pending_connections").selectAll().execute()).toEqual([]);
  });

  it("keeps an account without an address, and an unverified one", async () => {
    const store = createPendingConnectionStore(db(), clock);
    const account = { ...connection().account, email: undefined, emailVerified: false, data: {} };
    const value = await store.issue(connection({ account }));
    expect((await store.take(value, undefined))?.account).toStrictEqual(account);
  });

  it("draws a new token for each connection", async () => {
    const store = createPendingConnectionStore(db(), clock);
    const first = await store.issue(connection());
    const second = await store.issue(connection());
    expect(first).not.toBe(second);
    expect(await store.take(second, undefined)).toBeDefined();
    expect(await store.take(first, undefined)).toBeDefined();
  });

  it("is dead at exactly its lifetime, alive a millisecond before, and spent either way", async () => {
    const store = createPendingConnectionStore(db(), clock);
    const early = await store.issue(connection());
    const late = await store.issue(connection());
    now = new Date(START.getTime() + ONE_TIME_TOKEN_TTL_SECONDS * 1000 - 1);
    expect(await store.take(early, undefined)).toBeDefined();
    now = new Date(START.getTime() + ONE_TIME_TOKEN_TTL_SECONDS * 1000);
    expect(await store.take(late, undefined)).toBeUndefined();
    expect(await db().selectFrom("pending_connections").selectAll().execute()).toEqual([]);
  });

  it.each([
    ["no verifier given", undefined, "mismatch"],
    ["an empty verifier", "", "mismatch"],
    ["another verifier", "x".repeat(43), "mismatch"],
    ["the verifier it was started with", VERIFIER, "match"],
  ] as const)("with a PKCE verifier, answers %s with %s", async (_name, given, outcome) => {
    const store = createPendingConnectionStore(db(), clock);
    const value = await store.issue(connection({ codeVerifier: VERIFIER }));
    const stored = await db().selectFrom("pending_connections").selectAll().executeTakeFirst();
    expect(stored?.code_verifier_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.code_verifier_hash).not.toContain(VERIFIER);
    expect(await store.take(value, given)).toMatchObject({ verifier: outcome });
  });

  it("does not open a connection bound to an empty verifier with an empty one", async () => {
    const store = createPendingConnectionStore(db(), clock);
    const value = await store.issue(connection({ codeVerifier: "" }));
    expect(await store.take(value, "")).toMatchObject({ verifier: "mismatch" });
  });

  it("without a PKCE verifier, ignores one given", async () => {
    const store = createPendingConnectionStore(db(), clock);
    const value = await store.issue(connection());
    expect(await store.take(value, VERIFIER)).toMatchObject({ verifier: "none" });
  });

  it.each([
    ["an unknown token", "A".repeat(43)],
    ["a token one character short", "A".repeat(42)],
    ["a token with other characters", `${"A".repeat(42)}=`],
    ["an empty token", ""],
  ])("answers %s with nothing and leaves the others", async (_name, value) => {
    const store = createPendingConnectionStore(db(), clock);
    const real = await store.issue(connection());
    expect(await store.take(value, undefined)).toBeUndefined();
    expect(await store.take(real, undefined)).toBeDefined();
  });

  it("answers a value that is not a string with nothing, even one that reads as a token", async () => {
    const store = createPendingConnectionStore(db(), clock);
    const real = await store.issue(connection());
    // As a JSON body can carry it: an array whose text is the token.
    expect(await store.take([real] as unknown as string, undefined)).toBeUndefined();
    expect(await store.take(real, undefined)).toBeDefined();
  });

  it("two concurrent takes of one token: exactly one gets the account", async () => {
    const store = createPendingConnectionStore(db(), clock);
    const value = await store.issue(connection());
    const results = await Promise.all([1, 2, 3].map(() => store.take(value, undefined)));
    expect(results.filter((result) => result !== undefined)).toHaveLength(1);
  });

  it("goes with its user", async () => {
    const store = createPendingConnectionStore(db(), clock);
    const value = await store.issue(connection());
    await db().deleteFrom("users").where("id", "=", userId).execute();
    expect(await store.take(value, undefined)).toBeUndefined();
  });
});
