import {
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  jwtVerify,
  SignJWT,
  type JWTHeaderParameters,
  type JWTPayload,
} from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestClock } from "../../test/test-clock.ts";
import { dialectCases, openTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import { createAuditLog } from "../audit/audit-log.ts";
import { readAuthConfig } from "../config/config.ts";
import type { ClientInfo, SessionService, UserStore } from "../services.ts";
import { createUserStore } from "../users/user-store.ts";
import { createSessionService, type SessionServiceOptions } from "./session-service.ts";
import { createSigningKeyRing, type SigningKeyRing } from "./signing-key-ring.ts";

const client: ClientInfo = { ip: "203.0.113.7", userAgent: "Vitest/1.0", language: "en" };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(dialectCases())("createSessionService on $dialect", ({ dialect, skipReason }) => {
  let test: TestDatabase | undefined;
  let users: UserStore;
  let keys: SigningKeyRing;
  const clock = createTestClock("2026-03-01T10:00:00.000Z");
  const config = readAuthConfig({ SESSION_LIMIT: "3", PUBLIC_URL: "https://auth.example" });

  const service = (
    env: Record<string, string | undefined> = {},
    parts: Partial<SessionServiceOptions> = {},
  ): SessionService =>
    createSessionService({
      config: {
        ...readAuthConfig({ SESSION_LIMIT: "3", PUBLIC_URL: "https://auth.example", ...env }),
      },
      db: test!.database.db,
      clock,
      users,
      keys,
      audit: createAuditLog(test!.database.db, clock, { mask: false }),
      ...parts,
    });

  beforeAll(async () => {
    if (skipReason) return;
    test = await openTestDatabase(dialect);
    users = createUserStore(test.database.db, clock);
    keys = createSigningKeyRing({ db: test.database.db, clock, dialect });
    await keys.ensure();
  });
  afterAll(() => test?.close());
  beforeEach((ctx) => {
    if (skipReason) ctx.skip(skipReason);
    clock.set("2026-03-01T10:00:00.000Z");
  });

  const newUser = async (extra: { username?: string; verified?: boolean } = {}) => {
    const id = crypto.randomUUID();
    await users.create({
      id,
      email: { address: `${id}@example.com`, verified: extra.verified ?? true },
      ...(extra.username && { username: extra.username }),
    });
    return id;
  };
  /** A service whose database records the kind of each query, and whose ring each kid asked. */
  const watched = () => {
    const queries: string[] = [];
    const kids: (string | undefined)[] = [];
    const sessions = service(
      {},
      {
        db: test!.database.db.withPlugin({
          transformQuery: ({ node }) => {
            queries.push(node.kind);
            return node;
          },
          transformResult: ({ result }) => Promise.resolve(result),
        }),
        keys: {
          ...keys,
          verificationKey: (kid) => {
            kids.push(kid);
            return keys.verificationKey(kid);
          },
        },
      },
    );
    return { sessions, queries, kids };
  };
  /** Signs `claims` with the ring's own signing key, under its kid unless `header` says otherwise. */
  const signed = async (claims: JWTPayload, header: Partial<JWTHeaderParameters> = {}) => {
    const key = await keys.signingKey();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", typ: "JWT", kid: key.kid, ...header })
      .sign(key.privateKey);
  };
  /** A fresh session of a new user and its token's claims, to sign again as they are or changed. */
  const issuedClaims = async () => {
    const userId = await newUser();
    const issued = await service().issue({ userId, amr: ["pwd"], client, retention: "persistent" });
    return { userId, sessionId: issued.claims.session_id, claims: decodeJwt(issued.token) };
  };
  const sessionRows = (userId: string) =>
    test!.database.db
      .selectFrom("sessions")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute();

  describe("issue", () => {
    it("signs an RS256 JWT whose kid is in the JWKS, with the claims of §6.1", async () => {
      const userId = await newUser({ username: "jane" });
      const issued = await service().issue({
        userId,
        amr: ["otp", "pwd"],
        client,
        retention: "persistent",
      });

      const header = decodeProtectedHeader(issued.token);
      expect(header).toMatchObject({ alg: "RS256", typ: "JWT" });
      const jwks = await keys.jwks();
      expect(jwks.keys.map((k) => k.kid)).toContain(header.kid);

      const { payload } = await jwtVerify(issued.token, createLocalJWKSet(jwks), {
        currentDate: clock.now(),
      });
      expect(payload).toEqual({
        sub: userId,
        iat: Date.parse("2026-03-01T10:00:00.000Z") / 1000,
        exp: Date.parse("2026-03-01T10:00:00.000Z") / 1000 + config.session.lifetimeSeconds,
        aud: ["localhost"],
        session_id: expect.stringMatching(UUID) as string,
        email: { address: `${userId}@example.com`, is_primary: true, is_verified: true },
        username: "jane",
        amr: ["otp", "pwd"],
        iss: "https://auth.example",
      });
      expect(issued.claims).toMatchObject({
        subject: userId,
        session_id: payload.session_id,
        expiration: "2026-03-01T22:00:00.000Z",
        issued_at: "2026-03-01T10:00:00.000Z",
      });
    });

    it("leaves out email, username and amr when there are none", async () => {
      const userId = crypto.randomUUID();
      await users.create({ id: userId });
      const issued = await service().issue({ userId, amr: [], client, retention: "persistent" });
      expect(Object.keys(issued.claims).sort()).toEqual(
        ["audience", "expiration", "issued_at", "issuer", "session_id", "subject"].sort(),
      );
    });

    it("records the session with user agent, IP and times", async () => {
      const userId = await newUser();
      const issued = await service().issue({
        userId,
        amr: ["pwd"],
        client,
        retention: "persistent",
      });
      expect(await sessionRows(userId)).toEqual([
        {
          id: issued.claims.session_id,
          user_id: userId,
          user_agent: "Vitest/1.0",
          ip_address: "203.0.113.7",
          created_at: "2026-03-01T10:00:00.000Z",
          updated_at: "2026-03-01T10:00:00.000Z",
          last_used: "2026-03-01T10:00:00.000Z",
          expires_at: "2026-03-01T22:00:00.000Z",
        },
      ]);
    });

    it.each([
      {
        case: "token header only (defaults)",
        env: {},
        retention: "persistent" as const,
        headers: {
          "X-Session-Lifetime": "43200",
          "X-Session-Retention": "persistent",
          "X-Auth-Token": "<token>",
        },
        cookie: undefined,
      },
      {
        case: "cookie only, session retention",
        env: { SESSION_COOKIE: "true" },
        retention: "session" as const,
        headers: { "X-Session-Lifetime": "43200", "X-Session-Retention": "session" },
        cookie: "hanko=<token>; Path=/; HttpOnly; Secure; SameSite=Lax",
      },
      {
        case: "cookie with Max-Age, persistent",
        env: { SESSION_ENABLE_AUTH_TOKEN_HEADER: "false", SESSION_LIFETIME: "600" },
        retention: "persistent" as const,
        headers: { "X-Session-Lifetime": "600", "X-Session-Retention": "persistent" },
        cookie: "hanko=<token>; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax",
      },
    ])("sends $case", async ({ env, retention, headers, cookie }) => {
      const userId = await newUser();
      const issued = await service(env).issue({ userId, amr: ["pwd"], client, retention });
      const fill = (value: string) => value.replace("<token>", issued.token);
      const expected = Object.entries(headers as Record<string, string>).map(([k, v]) => [
        k,
        fill(v),
      ]);
      expect(issued.headers).toEqual(Object.fromEntries(expected));
      expect(issued.setCookie).toBe(cookie && fill(cookie));
    });

    it("keeps at most session.limit sessions, deleting the oldest (§6.2 step 3)", async () => {
      const userId = await newUser();
      const sessions = service();
      const tokens: string[] = [];
      for (let i = 0; i < 4; i++) {
        clock.advance(1000);
        tokens.push(
          (await sessions.issue({ userId, amr: ["pwd"], client, retention: "persistent" })).token,
        );
      }
      expect(await sessionRows(userId)).toHaveLength(3);
      const valid = await Promise.all(tokens.map((token) => sessions.validate(token)));
      expect(valid.map(Boolean)).toEqual([false, true, true, true]);
    });

    it("refuses a user that does not exist, saying so", async () => {
      await expect(
        service().issue({ userId: crypto.randomUUID(), amr: [], client, retention: "persistent" }),
      ).rejects.toMatchObject({
        name: "SessionError",
        code: "user_missing",
        message: "cannot issue a session for a missing user",
      });
    });

    it("stores no IP address when the client's is unknown (empty)", async () => {
      const userId = await newUser();
      const sessions = service();
      await sessions.issue({
        userId,
        amr: ["pwd"],
        client: { ...client, ip: "" },
        retention: "persistent",
      });
      expect((await sessions.listOf(userId)).map((row) => row.ip_address)).toEqual([null]);
    });

    it("puts no address in the token while the primary one is unverified", async () => {
      const userId = await newUser({ verified: false });
      const issued = await service().issue({
        userId,
        amr: ["pwd"],
        client,
        retention: "persistent",
      });
      expect(decodeJwt(issued.token).email).toBeUndefined();
      expect(issued.claims.email).toBeUndefined();
    });

    it("puts no verified address in the token that is not the primary one", async () => {
      const userId = await newUser({ verified: false });
      const at = clock.now().toISOString();
      await test!.database.db
        .insertInto("emails")
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          address: `second-${userId}@example.com`,
          verified: 1,
          is_primary: 0,
          created_at: at,
          updated_at: at,
        })
        .execute();
      expect((await users.emails(userId)).map((e) => [e.primary, e.verified]).sort()).toEqual([
        [false, true],
        [true, false],
      ]);
      const issued = await service().issue({
        userId,
        amr: ["pwd"],
        client,
        retention: "persistent",
      });
      expect(decodeJwt(issued.token).email).toBeUndefined();
    });
  });

  describe("validate", () => {
    it.each([
      ["another issuer", { PUBLIC_URL: "https://auth.staging.example" }],
      ["another audience", { RP_ID: "other.example" }],
    ])("refuses a token of this key for %s", async (_case, env) => {
      const userId = await newUser();
      const { token } = await service().issue({
        userId,
        amr: ["pwd"],
        client,
        retention: "persistent",
      });
      expect(await service().validate(token)).toBeDefined();
      expect(await service(env).validate(token)).toBeUndefined();
    });

    it("accepts a fresh token and updates last_used only when asked", async () => {
      const userId = await newUser();
      const sessions = service();
      const { token, claims } = await sessions.issue({
        userId,
        amr: ["pwd"],
        client,
        retention: "persistent",
      });
      clock.advance(60_000);
      const valid = await sessions.validate(token);
      expect(valid).toEqual({
        sessionId: claims.session_id,
        userId,
        claims,
        expiresAt: new Date("2026-03-01T22:00:00.000Z"),
      });
      expect((await sessionRows(userId))[0]?.last_used).toBe("2026-03-01T10:00:00.000Z");
      await sessions.validate(token, { touch: true });
      expect((await sessionRows(userId))[0]?.last_used).toBe("2026-03-01T10:01:00.000Z");
    });

    it.each([
      { case: "no token", token: () => undefined },
      { case: "an empty token", token: () => "" },
      { case: "garbage", token: () => "not.a.jwt" },
      { case: "an unsigned token", token: (t: string) => `${t.split(".").slice(0, 2).join(".")}.` },
      {
        case: "a tampered payload",
        token: (t: string) => {
          const [h, p, s] = t.split(".");
          const claims = JSON.parse(Buffer.from(p ?? "", "base64url").toString()) as Record<
            string,
            unknown
          >;
          const forged = Buffer.from(
            JSON.stringify({ ...claims, sub: crypto.randomUUID() }),
          ).toString("base64url");
          return `${h}.${forged}.${s}`;
        },
      },
    ])("refuses $case", async ({ token }) => {
      const userId = await newUser();
      const sessions = service();
      const issued = await sessions.issue({
        userId,
        amr: ["pwd"],
        client,
        retention: "persistent",
      });
      expect(await sessions.validate(token(issued.token))).toBeUndefined();
    });

    it("refuses an expired token", async () => {
      const userId = await newUser();
      const sessions = service();
      const { token } = await sessions.issue({
        userId,
        amr: ["pwd"],
        client,
        retention: "persistent",
      });
      clock.advance(config.session.lifetimeSeconds * 1000);
      expect(await sessions.validate(token)).toBeUndefined();
    });

    it("refuses a revoked session and a deleted user's session", async () => {
      const userId = await newUser();
      const sessions = service();
      const first = await sessions.issue({ userId, amr: ["pwd"], client, retention: "persistent" });
      const second = await sessions.issue({
        userId,
        amr: ["pwd"],
        client,
        retention: "persistent",
      });
      await sessions.revoke(first.claims.session_id);
      expect(await sessions.validate(first.token)).toBeUndefined();
      expect(await sessions.validate(second.token)).toBeDefined();
      await test!.database.db.deleteFrom("users").where("id", "=", userId).execute();
      expect(await sessions.validate(second.token)).toBeUndefined();
    });

    it("accepts a token signed again with the ring's key and the same claims", async () => {
      const { userId, sessionId, claims } = await issuedClaims();
      expect(await service().validate(await signed(claims))).toMatchObject({ sessionId, userId });
    });

    it.each([
      { case: "no token", token: undefined },
      { case: "an empty token", token: "" },
    ])("refuses $case without asking the key ring or the database", async ({ token }) => {
      const { sessions, queries, kids } = watched();
      expect(await sessions.validate(token)).toBeUndefined();
      expect({ queries, kids }).toEqual({ queries: [], kids: [] });
    });

    it("refuses a token under a kid the ring does not have, after asking the ring for it", async () => {
      const { claims } = await issuedClaims();
      const { sessions, queries, kids } = watched();
      expect(await sessions.validate(await signed(claims, { kid: "retired-key" }))).toBeUndefined();
      expect({ queries, kids }).toEqual({ queries: [], kids: ["retired-key"] });
    });

    it("refuses a token without a kid without asking the ring, though its key signed it", async () => {
      const { claims } = await issuedClaims();
      const token = await signed(claims, { kid: undefined });
      expect(decodeProtectedHeader(token)).not.toHaveProperty("kid");
      const { sessions, queries, kids } = watched();
      expect(await sessions.validate(token)).toBeUndefined();
      expect({ queries, kids }).toEqual({ queries: [], kids: [] });
    });

    it.each(["sub", "exp", "session_id"])(
      "refuses a rightly signed token without %s",
      async (claim) => {
        const { claims } = await issuedClaims();
        const { [claim]: _left, ...rest } = claims;
        expect(await service().validate(await signed(rest))).toBeUndefined();
      },
    );

    it.each([
      { case: "not a UUID", sessionId: () => "session-1" },
      { case: "text before a UUID", sessionId: (id: string) => `x${id}` },
      { case: "text after a UUID", sessionId: (id: string) => `${id}x` },
      { case: "a list holding a UUID", sessionId: (id: string) => [id] },
      { case: "a number", sessionId: () => 1 },
    ])("refuses a session_id that is $case without looking it up", async ({ sessionId }) => {
      const { sessionId: id, claims } = await issuedClaims();
      const token = await signed({ ...claims, session_id: sessionId(id) });
      const { sessions, queries } = watched();
      expect(await sessions.validate(token)).toBeUndefined();
      expect(queries).toEqual([]);
    });

    it("looks a well-formed session_id up, once", async () => {
      const { userId, claims } = await issuedClaims();
      const { sessions, queries } = watched();
      expect(await sessions.validate(await signed(claims))).toMatchObject({ userId });
      expect(queries).toEqual(["SelectQueryNode"]);
    });

    it("refuses a token naming another user than its session's", async () => {
      const { sessionId, claims } = await issuedClaims();
      const other = await newUser();
      const sessions = service();
      expect(await sessions.validate(await signed({ ...claims, sub: other }))).toBeUndefined();
      // The session itself is still good for its own user.
      expect(await sessions.validate(await signed(claims))).toMatchObject({ sessionId });
    });

    it("refuses a token whose session ended this very millisecond, though the token has not", async () => {
      const { sessionId, claims } = await issuedClaims();
      const sessions = service();
      const endSessionAt = (at: Date) =>
        test!.database.db
          .updateTable("sessions")
          .set({ expires_at: at.toISOString() })
          .where("id", "=", sessionId)
          .execute();
      const token = await signed(claims);
      await endSessionAt(new Date(clock.now().getTime() + 1));
      expect(await sessions.validate(token)).toMatchObject({ sessionId });
      await endSessionAt(clock.now());
      expect(await sessions.validate(token)).toBeUndefined();
    });
  });
});
