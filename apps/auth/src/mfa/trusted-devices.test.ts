// Trusted devices: the cookie's entries, and the store on SQLite and PostgreSQL (a trust lasts
// until its expiry and no longer, only for its own user, and is forgotten everywhere at once).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "../../test/test-clock.ts";
import { dialectCases, openTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import {
  createTrustedDeviceStore,
  parseDeviceCookie,
  serializeDeviceCookie,
  type DeviceEntries,
} from "./trusted-devices.ts";

const DAY_SECONDS = 24 * 60 * 60;

describe("parseDeviceCookie", () => {
  it("reads nothing from a missing or empty cookie", () => {
    expect(parseDeviceCookie(undefined)).toEqual([]);
    expect(parseDeviceCookie("")).toEqual([]);
  });

  it("reads each user's token, newest first", () => {
    expect(parseDeviceCookie("user-a:tok_A-1|user-b:tokB2")).toEqual([
      { userId: "user-a", token: "tok_A-1" },
      { userId: "user-b", token: "tokB2" },
    ]);
  });

  it("leaves malformed entries out and keeps the others", () => {
    const malformed = [
      "user-a",
      "user-a:",
      ":token",
      "user-a:tok:extra",
      "user-a:to/ken",
      "user-a:tök",
    ];
    expect(malformed.map((part) => parseDeviceCookie(`${part}|user-b:good`))).toEqual(
      malformed.map(() => [{ userId: "user-b", token: "good" }]),
    );
  });
});

describe("serializeDeviceCookie", () => {
  it("writes entries that read back the same", () => {
    const entries = [
      { userId: "user-a", token: "tokA" },
      { userId: "user-b", token: "tokB" },
    ];
    expect(serializeDeviceCookie(entries)).toBe("user-a:tokA|user-b:tokB");
    expect(parseDeviceCookie(serializeDeviceCookie(entries))).toEqual(entries);
  });

  it("keeps the 20 newest users of a device", () => {
    const entries = Array.from({ length: 25 }, (_, i) => ({ userId: `user-${i}`, token: `t${i}` }));
    const kept = parseDeviceCookie(serializeDeviceCookie(entries));
    expect(kept).toEqual(entries.slice(0, 20));
  });
});

describe.each(dialectCases())("trusted devices on $dialect", ({ dialect, skipReason }) => {
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

  it("trusts a device until its trust expires, and not a moment after", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const store = createTrustedDeviceStore(test!.database.db);
    const clock = createTestClock("2026-11-29T09:00:00.000Z");
    const id = await user();
    const entries = await store.grant([], id, clock.now(), 30 * DAY_SECONDS);
    expect(entries).toEqual([
      { userId: id, token: expect.stringMatching(/^[\w-]{86}$/) as string },
    ]);
    expect(await store.trusts(entries, id, clock.now())).toBe(true);

    clock.advance(30 * DAY_SECONDS * 1000 - 1);
    expect(await store.trusts(entries, id, clock.now())).toBe(true);
    clock.advance(1);
    expect(await store.trusts(entries, id, clock.now())).toBe(false);
    clock.advance(DAY_SECONDS * 1000);
    expect(await store.trusts(entries, id, clock.now())).toBe(false);
  });

  it("stores only a hash of the token", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const store = createTrustedDeviceStore(test!.database.db);
    const id = await user();
    const now = new Date("2026-11-29T09:00:00.000Z");
    const [entry] = await store.grant([], id, now, DAY_SECONDS);
    const rows = await test!.database.db
      .selectFrom("trusted_devices")
      .selectAll()
      .where("user_id", "=", id)
      .execute();
    expect(rows).toEqual([
      {
        token_hash: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
        user_id: id,
        expires_at: "2026-11-30T09:00:00.000Z",
        created_at: "2026-11-29T09:00:00.000Z",
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(entry!.token);
  });

  it("trusts a token only for its own user, under that user's id in the cookie", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const store = createTrustedDeviceStore(test!.database.db);
    const now = new Date("2026-11-29T09:00:00.000Z");
    const anna = await user();
    const bert = await user();
    const [annas] = await store.grant([], anna, now, DAY_SECONDS);
    const token = annas!.token;
    // Anna's token trusts nothing for Bert, whichever id the cookie names.
    expect(await store.trusts([{ userId: bert, token }], bert, now)).toBe(false);
    expect(await store.trusts([{ userId: anna, token }], bert, now)).toBe(false);
    // Nor does it trust Anna when the cookie files it under Bert.
    expect(await store.trusts([{ userId: bert, token }], anna, now)).toBe(false);
    // A made-up token, or no entry at all, trusts nothing.
    expect(await store.trusts([{ userId: anna, token: "made-up" }], anna, now)).toBe(false);
    expect(await store.trusts([], anna, now)).toBe(false);
    // Among other users' entries Anna's own still counts.
    const mixed: DeviceEntries = [
      { userId: bert, token: "other" },
      { userId: anna, token },
    ];
    expect(await store.trusts(mixed, anna, now)).toBe(true);
  });

  it("puts the new trust first, replacing the user's old entry and keeping other users'", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const store = createTrustedDeviceStore(test!.database.db);
    const now = new Date("2026-11-29T09:00:00.000Z");
    const anna = await user();
    const bert = await user();
    const first = await store.grant([], anna, now, DAY_SECONDS);
    const both = await store.grant(first, bert, now, DAY_SECONDS);
    expect(both.map((entry) => entry.userId)).toEqual([bert, anna]);
    const again = await store.grant(both, anna, now, DAY_SECONDS);
    expect(again.map((entry) => entry.userId)).toEqual([anna, bert]);
    expect(again[0]!.token).not.toBe(first[0]!.token);
    expect(again[1]).toEqual(both[0]);
    expect(await store.trusts(again, anna, now)).toBe(true);
    expect(await store.trusts(again, bert, now)).toBe(true);
  });

  it("forgets every device of a user, and only that user's", async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const store = createTrustedDeviceStore(test!.database.db);
    const now = new Date("2026-11-29T09:00:00.000Z");
    const anna = await user();
    const bert = await user();
    const laptop = await store.grant([], anna, now, DAY_SECONDS);
    const phone = await store.grant([], anna, now, DAY_SECONDS);
    const bertsPhone = await store.grant([], bert, now, DAY_SECONDS);
    await store.forgetAll(anna);
    expect(await store.trusts(laptop, anna, now)).toBe(false);
    expect(await store.trusts(phone, anna, now)).toBe(false);
    expect(await store.trusts(bertsPhone, bert, now)).toBe(true);
  });
});
