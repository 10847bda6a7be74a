import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dialectCases, openTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import type { Clock } from "../services.ts";
import { createIdentityStore } from "./identity-store.ts";
import { createOneTimeTokenStore, ONE_TIME_TOKEN_TTL_SECONDS } from "./one-time-tokens.ts";

const START = new Date("2026-03-01T10:00:00.000Z");
const VERIFIER = "v".repeat(43);

describe.each(dialectCases())("one-time tokens on $dialect", ({ dialect, skipReason }) => {
  let test: TestDatabase | undefined;
  let now = START;
  const clock: Clock = { now: () => now };
  const db = () => test!.database.db;
  let userId = "";
  let identityId = "";

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
    const identity = await createIdentityStore(db(), clock).create({
      userId,
      emailId: null,
      providerId: "custom_test",
      subject: "subject-1",
      data: { sub: "subject-1" },
    });
    identityId = identity.id;
  });

  const grant = (overrides: { flowId?: string | null; codeVerifier?: string } = {}) => ({
    userId,
    identityId,
    flowId: overrides.flowId ?? null,
    codeVerifier: overrides.codeVerifier,
    emailVerified: true,
    userCreated: false,
  });

  it("gives the grant back once, and never stores the value itself", async () => {
    const tokens = createOneTimeTokenStore(db(), clock);
    const value = await tokens.issue(grant({ flowId: "flow-1" }));
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db().selectFrom("one_time_tokens").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(value);

    const first = await tokens.redeem(value, undefined);
    expect(first).toEqual({
      userId,
      identityId,
      flowId: "flow-1",
      emailVerified: true,
      userCreated: false,
      verifier: "none",
    });
    expect(await tokens.redeem(value, undefined)).toBeUndefined();
  });

  it("is dead at exactly its lifetime, alive a millisecond before", async () => {
    const tokens = createOneTimeTokenStore(db(), clock);
    const early = await tokens.issue(grant());
    const late = await tokens.issue(grant());
    now = new Date(START.getTime() + ONE_TIME_TOKEN_TTL_SECONDS * 1000 - 1);
    expect(await tokens.redeem(early, undefined)).toBeDefined();
    now = new Date(START.getTime() + ONE_TIME_TOKEN_TTL_SECONDS * 1000);
    expect(await tokens.redeem(late, undefined)).toBeUndefined();
  });

  it("tells whether the client's PKCE verifier matches the one the sign-in began with", async () => {
    const tokens = createOneTimeTokenStore(db(), clock);
    const right = await tokens.issue(grant({ codeVerifier: VERIFIER }));
    const wrong = await tokens.issue(grant({ codeVerifier: VERIFIER }));
    const missing = await tokens.issue(grant({ codeVerifier: VERIFIER }));
    expect((await tokens.redeem(right, VERIFIER))?.verifier).toBe("match");
    expect((await tokens.redeem(wrong, "w".repeat(43)))?.verifier).toBe("mismatch");
    expect((await tokens.redeem(missing, undefined))?.verifier).toBe("mismatch");
  });

  it("answers nothing for values that are not its tokens, without looking them up", async () => {
    const tokens = createOneTimeTokenStore(db(), clock);
    for (const value of ["", "short", "x".repeat(44), "a".repeat(42) + "=", "' or 1=1 --"]) {
      expect(await tokens.redeem(value, undefined)).toBeUndefined();
    }
    expect(await tokens.redeem("A".repeat(43), undefined)).toBeUndefined();
  });

  it("answers a value that is not a string with nothing, even one that reads as a token", async () => {
    const tokens = createOneTimeTokenStore(db(), clock);
    const value = await tokens.issue(grant());
    // As a JSON body can carry it: an array whose text is the token.
    const array = [value] as unknown as string;
    expect(await tokens.redeem(array, undefined)).toBeUndefined();
    expect(await tokens.redeemOutsideFlows(array, { requireVerifiedEmail: false })).toEqual({
      ok: false,
      reason: "unknown",
    });
    expect(await tokens.redeem(value, undefined)).toBeDefined();
  });

  it("gives back an unproven address and a user made just now as such", async () => {
    const tokens = createOneTimeTokenStore(db(), clock);
    const value = await tokens.issue({ ...grant(), emailVerified: false, userCreated: true });
    expect(await tokens.redeem(value, undefined)).toMatchObject({
      emailVerified: false,
      userCreated: true,
    });
  });

  it("calls an empty PKCE verifier a mismatch, even for a token bound to an empty one", async () => {
    const tokens = createOneTimeTokenStore(db(), clock);
    const value = await tokens.issue(grant({ codeVerifier: VERIFIER }));
    expect((await tokens.redeem(value, ""))?.verifier).toBe("mismatch");
    const empty = await tokens.issue(grant({ codeVerifier: "" }));
    expect((await tokens.redeem(empty, ""))?.verifier).toBe("mismatch");
  });

  it("two concurrent exchanges outside flows: one gets the grant, the others hear 'unknown'", async () => {
    const tokens = createOneTimeTokenStore(db(), clock);
    const value = await tokens.issue(grant());
    const options = { requireVerifiedEmail: true };
    const results = await Promise.all(
      [1, 2, 3].map(() => tokens.redeemOutsideFlows(value, options)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, reason: "unknown" },
      { ok: false, reason: "unknown" },
    ]);
  });

  it("two concurrent exchanges of one token: exactly one gets the grant", async () => {
    const tokens = createOneTimeTokenStore(db(), clock);
    const value = await tokens.issue(grant());
    const results = await Promise.all([1, 2, 3].map(() => tokens.redeem(value, undefined)));
    expect(results.filter((result) => result !== undefined)).toHaveLength(1);
  });

  describe("redeemOutsideFlows (the v2 POST /token)", () => {
    const outside = { requireVerifiedEmail: true };

    it("takes a token no flow waits for, once: then it is unknown", async () => {
      const tokens = createOneTimeTokenStore(db(), clock);
      const value = await tokens.issue(grant());
      expect(await tokens.redeemOutsideFlows(value, outside)).toEqual({
        ok: true,
        token: {
          userId,
          identityId,
          flowId: null,
          emailVerified: true,
          userCreated: false,
          verifier: "none",
        },
      });
      expect(await tokens.redeemOutsideFlows(value, outside)).toEqual({
        ok: false,
        reason: "unknown",
      });
    });

    it("tells an expired token from an unknown one, and spends it", async () => {
      const tokens = createOneTimeTokenStore(db(), clock);
      const value = await tokens.issue(grant());
      now = new Date(START.getTime() + ONE_TIME_TOKEN_TTL_SECONDS * 1000);
      expect(await tokens.redeemOutsideFlows(value, outside)).toEqual({
        ok: false,
        reason: "expired",
      });
      expect(await tokens.redeemOutsideFlows(value, outside)).toMatchObject({ reason: "unknown" });
      for (const other of ["", "short", "A".repeat(43)]) {
        expect(await tokens.redeemOutsideFlows(other, outside)).toMatchObject({
          reason: "unknown",
        });
      }
    });

    it.each([
      ["a flow's token", { flowId: "flow-1" }, outside],
      ["a token bound to a PKCE verifier", { codeVerifier: VERIFIER }, outside],
      ["a token whose address still needs a passcode", { emailVerified: false }, outside],
    ])("leaves %s in place for its flow", async (_name, overrides, options) => {
      const tokens = createOneTimeTokenStore(db(), clock);
      const value = await tokens.issue({ ...grant(), ...overrides });
      expect(await tokens.redeemOutsideFlows(value, options)).toEqual({
        ok: false,
        reason: "not_here",
      });
      expect(await tokens.redeem(value, VERIFIER)).toBeDefined();
    });

    it("takes an unproven address's token when verification is not required", async () => {
      const tokens = createOneTimeTokenStore(db(), clock);
      const value = await tokens.issue({ ...grant(), emailVerified: false });
      expect(await tokens.redeemOutsideFlows(value, { requireVerifiedEmail: false })).toMatchObject(
        { ok: true, token: { emailVerified: false } },
      );
    });
  });

  it("goes with the user", async () => {
    const tokens = createOneTimeTokenStore(db(), clock);
    const value = await tokens.issue(grant());
    await db().deleteFrom("users").where("id", "=", userId).execute();
    expect(await tokens.redeem(value, undefined)).toBeUndefined();
  });
});
