import { createDatabase } from "@kretsbutiken/database";
import { parseJwksResponse } from "@kretsbutiken/flow-protocol/checks";
import { accepted } from "@kretsbutiken/flow-protocol/testing";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { join } from "node:path";
import { createTestClock } from "../../test/test-clock.ts";
import { dialectCases, openTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import type { AuthDatabase, SigningKeysTable } from "../db/schema.ts";
import { randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { createSecretBox } from "../secrets/secret-box.ts";
import type { SessionError } from "./session-error.ts";
import { generateSigningKey } from "./generate-signing-key.ts";
import { ACTIVATION_DELAY_MS, createSigningKeyRing, pickSigningKey } from "./signing-key-ring.ts";

const jwtPart = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split(".")[0] ?? "", "base64url").toString()) as { kid: string };

describe("pickSigningKey", () => {
  const key = (kid: string, created_at: string): SigningKeysTable => ({
    kid,
    created_at,
    private_jwk: "",
    public_jwk: "",
  });
  const now = new Date("2026-01-01T12:00:00.000Z");
  const published = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it.each([
    { case: "a lone fresh key (first start)", keys: [key("a", published(0))], expected: "a" },
    {
      case: "the newest key published for the JWKS cache lifetime",
      keys: [
        key("a", published(ACTIVATION_DELAY_MS * 10)),
        key("b", published(ACTIVATION_DELAY_MS)),
      ],
      expected: "b",
    },
    {
      case: "the older key while the new one is not yet cached everywhere",
      keys: [
        key("a", published(ACTIVATION_DELAY_MS * 10)),
        key("b", published(ACTIVATION_DELAY_MS - 1)),
      ],
      expected: "a",
    },
    {
      case: "the oldest key when none is old enough",
      keys: [key("a", published(2)), key("b", published(1))],
      expected: "a",
    },
  ])("signs with $case", ({ keys, expected }) => {
    expect(pickSigningKey(keys, now).kid).toBe(expected);
  });

  it("throws without keys", () => {
    expect(() => pickSigningKey([], now)).toThrow(/no signing key/);
    expect(() => pickSigningKey([], now)).toThrow(
      expect.objectContaining({ code: "signing_key_missing" }) as SessionError,
    );
  });
});

describe.each(dialectCases())("createSigningKeyRing on $dialect", ({ dialect, skipReason }) => {
  let test: TestDatabase | undefined;
  beforeAll(async () => {
    if (!skipReason) test = await openTestDatabase(dialect);
  });
  afterAll(() => test?.close());
  beforeEach(async (ctx) => {
    if (skipReason) ctx.skip(skipReason);
    await test?.database.db.deleteFrom("signing_keys").execute();
  });

  const kids = async () =>
    (await test!.database.db.selectFrom("signing_keys").select("kid").execute()).map((r) => r.kid);

  it("stores exactly one key when several instances start at once", async () => {
    const clock = createTestClock();
    // Separate connections (pools) like separate processes, racing on an empty table.
    const others = [0, 1, 2].map(() =>
      createDatabase<AuthDatabase>({
        name: "auth",
        databaseUrl: test!.place.databaseUrl,
        sqlitePath: join(test!.place.dataDir, "auth.sqlite"),
        schema: test!.place.schema,
      }),
    );
    try {
      // Every instance finds the table empty and has its key before any of them inserts.
      let arrived = 0;
      let release = () => {};
      const allArrived = new Promise<void>((resolve) => (release = resolve));
      const generateKey = async (createdAt: Date) => {
        const key = await generateSigningKey({ createdAt });
        if (++arrived === others.length) release();
        await allArrived;
        return key;
      };
      const rings = others.map((other) =>
        createSigningKeyRing({ db: other.db, clock, dialect, generateKey }),
      );
      await Promise.all(rings.map((ring) => ring.ensure()));
      expect(await kids()).toHaveLength(1);
      const used = await Promise.all(rings.map(async (ring) => (await ring.signingKey()).kid));
      expect(new Set(used)).toEqual(new Set(await kids()));
    } finally {
      await Promise.all(others.map((other) => other.destroy()));
    }
  });

  it("seals private keys at rest, reseals plain or rotated-out ones at start, and still signs", async () => {
    const clock = createTestClock();
    const db = test!.database.db;
    const old = randomBytes(32);
    const plain = await generateSigningKey({ createdAt: new Date(Date.now() - 3_600_000) });
    await db.insertInto("signing_keys").values(plain).execute();
    const first = createSigningKeyRing({
      db,
      clock,
      dialect,
      box: createSecretBox({ current: old, previous: [] }),
    });
    await first.ensure();
    const stored = async () =>
      (await db.selectFrom("signing_keys").select("private_jwk").executeTakeFirstOrThrow())
        .private_jwk;
    expect(await stored()).toMatch(/^enc:v1:/);
    expect(await stored()).not.toContain('"d"');

    // SECRETS_KEY rotated: the old key is kept as previous until the rows are sealed again.
    const current = randomBytes(32);
    const rotated = createSecretBox({ current, previous: [old] });
    const second = createSigningKeyRing({ db, clock, dialect, box: rotated });
    await second.ensure();
    expect(rotated.isCurrent(await stored())).toBe(true);
    const onlyCurrent = createSigningKeyRing({
      db,
      clock,
      dialect,
      box: createSecretBox({ current, previous: [] }),
    });
    const { kid, privateKey } = await onlyCurrent.signingKey();
    expect(kid).toBe(plain.kid);
    const jwt = await new SignJWT({ sub: "x" })
      .setProtectedHeader({ alg: "RS256", kid })
      .sign(privateKey);
    expect(jwt.split(".")).toHaveLength(3);
  });

  it("keeps the key across restarts", async () => {
    const clock = createTestClock();
    const first = createSigningKeyRing({ db: test!.database.db, clock, dialect });
    await first.ensure();
    const second = createSigningKeyRing({ db: test!.database.db, clock, dialect });
    await second.ensure();
    expect((await second.signingKey()).kid).toBe((await first.signingKey()).kid);
    expect(await kids()).toHaveLength(1);
  });

  it("publishes every key as an RS256 JWK without private parts", async () => {
    const clock = createTestClock();
    const ring = createSigningKeyRing({ db: test!.database.db, clock, dialect });
    await ring.ensure();
    const extra = await generateSigningKey({ createdAt: clock.now() });
    await test!.database.db.insertInto("signing_keys").values(extra).execute();
    const fresh = createSigningKeyRing({ db: test!.database.db, clock, dialect });
    const jwks = await fresh.jwks();
    expect(accepted(parseJwksResponse(jwks)).keys).toHaveLength(2);
    expect(jwks.keys.map((k) => k.kid)).toContain(extra.kid);
    for (const key of jwks.keys) {
      expect(key).toEqual({
        kty: "RSA",
        kid: key.kid,
        alg: "RS256",
        use: "sig",
        n: expect.any(String) as string,
        e: "AQAB",
      });
    }
  });

  it("rotates: a new key signs once published long enough, the old one still verifies", async () => {
    const clock = createTestClock("2026-01-01T00:00:00.000Z");
    const ring = createSigningKeyRing({ db: test!.database.db, clock, dialect });
    await ring.ensure();
    const old = (await ring.signingKey()).kid;
    clock.advance(24 * 3600_000);
    const added = await generateSigningKey({ createdAt: clock.now() });
    await test!.database.db.insertInto("signing_keys").values(added).execute();

    const restarted = createSigningKeyRing({ db: test!.database.db, clock, dialect });
    expect((await restarted.signingKey()).kid).toBe(old);
    clock.advance(ACTIVATION_DELAY_MS);
    expect((await restarted.signingKey()).kid).toBe(added.kid);
    expect(await restarted.verificationKey(old)).toBeDefined();
    expect(await restarted.verificationKey(crypto.randomUUID())).toBeUndefined();
  });

  /** A token signed with the ring's current key, as a session's. */
  const signed = async (ring: ReturnType<typeof createSigningKeyRing>) => {
    const { kid, privateKey } = await ring.signingKey();
    return new SignJWT({ sub: "user" }).setProtectedHeader({ alg: "RS256", kid }).sign(privateKey);
  };
  /** Whether the ring verifies `jwt` with the key its header names. */
  const verifies = async (ring: ReturnType<typeof createSigningKeyRing>, jwt: string) => {
    try {
      await jwtVerify(jwt, async ({ kid }) => (await ring.verificationKey(kid ?? "")) as CryptoKey);
      return true;
    } catch {
      return false;
    }
  };

  it("signs with the key it names, before and after a rotation, and verifies both", async () => {
    const clock = createTestClock("2026-01-01T00:00:00.000Z");
    const ring = createSigningKeyRing({ db: test!.database.db, clock, dialect });
    await ring.ensure();
    const before = await signed(ring);
    clock.advance(24 * 3600_000);
    await test!.database.db
      .insertInto("signing_keys")
      .values(await generateSigningKey({ createdAt: clock.now() }))
      .execute();
    const restarted = createSigningKeyRing({ db: test!.database.db, clock, dialect });
    expect(await verifies(restarted, before)).toBe(true);
    clock.advance(ACTIVATION_DELAY_MS);
    const after = await signed(restarted);
    expect(jwtPart(after).kid).not.toBe(jwtPart(before).kid);
    expect(await verifies(restarted, after)).toBe(true);
    expect(await verifies(restarted, before)).toBe(true);
    // A token whose header names the other key does not verify.
    const [, payload, signature] = after.split(".");
    const misnamed = [before.split(".")[0], payload, signature].join(".");
    expect(await verifies(restarted, misnamed)).toBe(false);
  });

  it("imports each key once", async () => {
    const clock = createTestClock();
    const ring = createSigningKeyRing({ db: test!.database.db, clock, dialect });
    await ring.ensure();
    const { kid, privateKey } = await ring.signingKey();
    expect((await ring.signingKey()).privateKey).toBe(privateKey);
    const publicKey = await ring.verificationKey(kid);
    expect(publicKey?.type).toBe("public");
    expect(await ring.verificationKey(kid)).toBe(publicKey);
  });

  it("makes and seals the first key when asked to sign before any start", async () => {
    const clock = createTestClock();
    const box = createSecretBox({ current: randomBytes(32), previous: [] });
    const ring = createSigningKeyRing({ db: test!.database.db, clock, dialect, box });
    const jwt = await signed(ring);
    expect(await kids()).toEqual([jwtPart(jwt).kid]);
    const stored = await test!.database.db
      .selectFrom("signing_keys")
      .select("private_jwk")
      .executeTakeFirstOrThrow();
    expect(box.isCurrent(stored.private_jwk)).toBe(true);
    expect(await verifies(ring, jwt)).toBe(true);
  });

  it("leaves a key already sealed under the current key as it is at the next start", async () => {
    const clock = createTestClock();
    const box = createSecretBox({ current: randomBytes(32), previous: [] });
    await createSigningKeyRing({ db: test!.database.db, clock, dialect, box }).ensure();
    const stored = async () =>
      (
        await test!.database.db
          .selectFrom("signing_keys")
          .select("private_jwk")
          .executeTakeFirstOrThrow()
      ).private_jwk;
    const first = await stored();
    await createSigningKeyRing({ db: test!.database.db, clock, dialect, box }).ensure();
    expect(await stored()).toBe(first);
  });

  it("publishes each key's own modulus and exponent", async () => {
    const clock = createTestClock();
    const ring = createSigningKeyRing({ db: test!.database.db, clock, dialect });
    await ring.ensure();
    const [row] = await test!.database.db.selectFrom("signing_keys").selectAll().execute();
    const { n, e } = JSON.parse(row!.public_jwk) as { n: string; e: string };
    expect((await ring.jwks()).keys).toEqual([
      { kty: "RSA", kid: row!.kid, alg: "RS256", use: "sig", n, e },
    ]);
  });

  describe("reading the table again (Date.now under fake timers)", () => {
    const T0 = new Date("2026-01-01T00:00:00.000Z").getTime();
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["Date"], now: T0 });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const addKey = async () => {
      const key = await generateSigningKey({ createdAt: new Date(T0) });
      await test!.database.db.insertInto("signing_keys").values(key).execute();
      return key;
    };

    it("publishes another instance's key after at most a minute, reading the table once a minute", async () => {
      const clock = createTestClock();
      const ring = createSigningKeyRing({ db: test!.database.db, clock, dialect });
      await ring.ensure();
      const added = await addKey();
      const published = async () => (await ring.jwks()).keys.map((key) => key.kid);
      vi.setSystemTime(T0 + 59_999);
      expect(await published()).not.toContain(added.kid);
      vi.setSystemTime(T0 + 60_000);
      expect(await published()).toContain(added.kid);
    });

    it("does not keep an empty table: a key another instance makes is published at once", async () => {
      const clock = createTestClock();
      const ring = createSigningKeyRing({ db: test!.database.db, clock, dialect });
      expect((await ring.jwks()).keys).toEqual([]);
      await createSigningKeyRing({ db: test!.database.db, clock, dialect }).ensure();
      expect((await ring.jwks()).keys).toHaveLength(1);
    });

    it("looks an unknown kid up again once the keys read are 5 s old", async () => {
      const clock = createTestClock();
      const ring = createSigningKeyRing({ db: test!.database.db, clock, dialect });
      await ring.ensure();
      const added = await addKey();
      vi.setSystemTime(T0 + 4_999);
      expect(await ring.verificationKey(added.kid)).toBeUndefined();
      vi.setSystemTime(T0 + 5_000);
      expect(await ring.verificationKey(added.kid)).toBeDefined();
    });
  });
});
