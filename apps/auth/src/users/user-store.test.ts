import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseMeResponse } from "@kretsbutiken/flow-protocol/checks";
import { dialectCases, openTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import { createTestClock } from "../../test/test-clock.ts";
import type { UserStore } from "../services.ts";
import { UserStoreError } from "./user-errors.ts";
import { createUserStore } from "./user-store.ts";

describe.each(dialectCases())("createUserStore on $dialect", ({ dialect, skipReason }) => {
  let test: TestDatabase | undefined;
  let users: UserStore;
  const clock = createTestClock("2026-01-02T03:04:05.000Z");

  beforeAll(async () => {
    if (skipReason) return;
    test = await openTestDatabase(dialect);
    users = createUserStore(test.database.db, clock);
  });
  afterAll(() => test?.close());
  beforeEach((ctx) => {
    if (skipReason) ctx.skip(skipReason);
  });

  const newId = () => crypto.randomUUID();

  it("creates a user with a primary email, a username and a password", async () => {
    const id = newId();
    const result = await users.create({
      id,
      email: { address: " Jane@Example.COM ", verified: true },
      username: "Jane_1",
      passwordHash: "hash-1",
    });
    expect(result).toEqual({
      ok: true,
      user: {
        id,
        username: "jane_1",
        createdAt: "2026-01-02T03:04:05.000Z",
        updatedAt: "2026-01-02T03:04:05.000Z",
      },
    });
    const found = await users.findByEmail("JANE@example.com");
    expect(found?.user.id).toBe(id);
    expect(found?.email).toMatchObject({
      address: "jane@example.com",
      verified: true,
      primary: true,
      userId: id,
    });
    expect((await users.findByUsername("JANE_1"))?.id).toBe(id);
    expect(await users.passwordHash(id)).toBe("hash-1");
  });

  it.each([
    {
      case: "an address in other case",
      user: { email: { address: "TAKEN@example.com", verified: false } },
      conflict: "email",
    },
    { case: "a taken username", user: { username: "taken" }, conflict: "username" },
  ] as const)("reports a conflict for $case and stores nothing", async ({ user, conflict }) => {
    await users.create({
      id: newId(),
      email: { address: "taken@example.com", verified: true },
      username: "taken",
    });
    const id = newId();
    // The username is unique too; give the email case its own so only the email collides.
    const attempt = {
      id,
      ...("email" in user ? { ...user, username: `u${id.slice(0, 8)}` } : user),
    };
    expect(await users.create(attempt)).toEqual({ ok: false, conflict });
    expect(await users.findById(id)).toBeUndefined();
  });

  it("rolls the user back when the email conflicts", async () => {
    await users.create({ id: newId(), email: { address: "rollback@example.com", verified: true } });
    const id = newId();
    expect(
      await users.create({
        id,
        email: { address: "rollback@example.com", verified: false },
        username: "rolled",
      }),
    ).toEqual({ ok: false, conflict: "email" });
    expect(await users.findByUsername("rolled")).toBeUndefined();
  });

  it.each([
    { case: "an unknown id", find: (s: UserStore) => s.findById(crypto.randomUUID()) },
    { case: "an unknown address", find: (s: UserStore) => s.findByEmail("nobody@example.com") },
    { case: "an unknown username", find: (s: UserStore) => s.findByUsername("nobody") },
    {
      case: "no password",
      find: async (s: UserStore) => {
        const id = crypto.randomUUID();
        await s.create({ id });
        return s.passwordHash(id);
      },
    },
    {
      case: "the profile of an unknown id",
      find: (s: UserStore) => s.profile(crypto.randomUUID()),
    },
  ])("answers undefined for $case", async ({ find }) => {
    expect(await find(users)).toBeUndefined();
  });

  it("replaces a password hash", async () => {
    const id = newId();
    await users.create({ id });
    await users.setPasswordHash(id, "first");
    await users.setPasswordHash(id, "second");
    expect(await users.passwordHash(id)).toBe("second");
  });

  describe("verifyEmail", () => {
    it("marks an existing address verified", async () => {
      const id = newId();
      await users.create({ id, email: { address: "verify-me@example.com", verified: false } });
      await users.verifyEmail(id, "Verify-Me@example.com");
      expect(await users.emails(id)).toMatchObject([
        { address: "verify-me@example.com", verified: true, primary: true },
      ]);
    });

    it("adds a missing address, primary only when the user has none", async () => {
      const id = newId();
      await users.create({ id, username: `v${id.slice(0, 8)}` });
      await users.verifyEmail(id, "first@verify.example");
      clock.advance(1000);
      await users.verifyEmail(id, "second@verify.example");
      clock.set("2026-01-02T03:04:05.000Z");
      expect(await users.emails(id)).toMatchObject([
        { address: "first@verify.example", verified: true, primary: true },
        { address: "second@verify.example", verified: true, primary: false },
      ]);
    });

    it("refuses an address of another user", async () => {
      await users.create({ id: newId(), email: { address: "owned@example.com", verified: true } });
      const other = newId();
      await users.create({ id: other });
      await expect(users.verifyEmail(other, "owned@example.com")).rejects.toBeInstanceOf(
        UserStoreError,
      );
    });
  });

  describe("profile (flow-api.md §3.2)", () => {
    it("omits emails and username when the user has none", async () => {
      const id = newId();
      await users.create({ id });
      const profile = await users.profile(id);
      expect(profile).toEqual({
        id,
        user_id: id,
        mfa_config: { auth_app_set_up: false, totp_enabled: false, security_keys_enabled: false },
        created_at: "2026-01-02T03:04:05.000Z",
        updated_at: "2026-01-02T03:04:05.000Z",
      });
      expect(parseMeResponse(profile)).toEqual({ ok: true, value: profile });
    });

    it("lists emails and the username", async () => {
      const id = newId();
      await users.create({
        id,
        email: { address: "profile@example.com", verified: true },
        username: "profiled",
      });
      const profile = await users.profile(id);
      expect(profile?.emails).toEqual([
        {
          id: expect.any(String) as string,
          address: "profile@example.com",
          is_verified: true,
          is_primary: true,
        },
      ]);
      expect(profile?.username).toEqual({
        id,
        username: "profiled",
        created_at: "2026-01-02T03:04:05.000Z",
        updated_at: "2026-01-02T03:04:05.000Z",
      });
      expect(Object.keys(profile ?? {})).toEqual([
        "id",
        "user_id",
        "mfa_config",
        "emails",
        "username",
        "created_at",
        "updated_at",
      ]);
      expect(parseMeResponse(profile)).toEqual({ ok: true, value: profile });
    });
  });
});
