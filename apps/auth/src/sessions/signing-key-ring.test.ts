import { createDatabase } from "@kretsbutiken/database";
import { parseJwksResponse } from "@kretsbutiken/flow-protocol/checks";
import { accepted } from "@kretsbutiken/flow-protocol/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { join } from "node:path";
import { createTestClock } from "../../test/test-clock.ts";
import { dialectCases, openTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import type { AuthDatabase, SigningKeysTable } from "../db/schema.ts";
import { randomBytes } from "node:crypto";
import { SignJWT } from "jose";
import { createSecretBox } from "../secrets/secret-box.ts";
import { generateSigningKey } from "./generate-signing-key.ts";
import { ACTIVATION_DELAY_MS, createSigningKeyRing, pickSigningKey } from "./signing-key-ring.ts";

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
});
