// SessionService (services.ts): issues RS256 session JWTs with a server-side record
// (flow-api.md §6.1–6.2), validates them (§6.3) and revokes them by deleting the record.
import { HEADERS, type EmailClaim } from "@kretsbutiken/flow-protocol";
import { atomically, type Kysely } from "@kretsbutiken/database";
import { errors, jwtVerify, SignJWT, type JWTHeaderParameters } from "jose";
import type { AuditLog } from "../audit/audit-log.ts";
import type { AuthConfig } from "../config/config.ts";
import type { AuthDatabase } from "../db/schema.ts";
import type {
  ClientInfo,
  Clock,
  IssuedSession,
  SessionService,
  UserStore,
  ValidSession,
} from "../services.ts";
import {
  buildJwtPayload,
  secondsToIso,
  toWireClaims,
  type SessionJwtPayload,
} from "./session-claims.ts";
import { sessionCookie } from "./session-cookie.ts";
import { SessionError } from "./session-error.ts";
import { createSessionRecords } from "./session-records.ts";
import type { SigningKeyRing } from "./signing-key-ring.ts";

export interface SessionServiceOptions {
  config: AuthConfig;
  db: Kysely<AuthDatabase>;
  clock: Clock;
  users: UserStore;
  keys: SigningKeyRing;
  /** Where an idle session's end is recorded (`session_expired`). */
  audit: AuditLog;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createSessionService(options: SessionServiceOptions): SessionService {
  const { config, clock, users, keys } = options;
  const records = createSessionRecords(options.db);
  const { lifetimeSeconds, idleTimeoutSeconds } = config.session;

  // Only the key the token names: one without a kid, or with a kid the ring lacks, is refused
  // with jose's own "no matching key" error (validate swallows every refusal into undefined).
  const getKey = async ({ kid }: JWTHeaderParameters) => {
    const key = kid === undefined ? undefined : await keys.verificationKey(kid);
    return key ?? Promise.reject(new errors.JWKSNoMatchingKey());
  };

  // Ended once: of two requests that find the same idle session, only the one that deletes its
  // row records the end (Hanko sends session.delete.passive.expire here).
  const endIdle = (userId: string, sessionId: string, client: ClientInfo | undefined) =>
    atomically(options.db, async (trx) => {
      if (!(await createSessionRecords(trx).removeOf(userId, sessionId))) return;
      await options.audit.within(trx).record(
        {
          type: "session_expired",
          userId,
          details: { session_id: sessionId, idle_timeout: idleTimeoutSeconds },
        },
        { requestId: client?.requestId ?? "", ip: client?.ip ?? "", userAgent: client?.userAgent },
      );
    });

  return {
    async issue({ userId, amr, client, retention }): Promise<IssuedSession> {
      const user = await users.findById(userId);
      if (!user)
        throw new SessionError("user_missing", "cannot issue a session for a missing user");
      // An unverified address never reaches a token (docs/decisions/0016).
      const primary = (await users.emails(userId)).find((email) => email.primary && email.verified);
      const primaryEmail: EmailClaim | undefined = primary && {
        address: primary.address,
        is_primary: true,
        is_verified: primary.verified,
      };
      const issuedAt = clock.now();
      const payload = buildJwtPayload({
        userId,
        sessionId: crypto.randomUUID(),
        issuedAt,
        lifetimeSeconds,
        audience: [config.rpId],
        // Hanko omits `iss` unless configured; we always have PUBLIC_URL, so we name ourselves.
        issuer: config.publicUrl,
        primaryEmail,
        username: user.username,
        amr,
      });
      const key = await keys.signingKey(options.db);
      const token = await new SignJWT(payload)
        .setProtectedHeader({ alg: "RS256", kid: key.kid, typ: "JWT" })
        .sign(key.privateKey);

      const created = issuedAt.toISOString();
      await records.insert(
        {
          id: payload.session_id,
          user_id: userId,
          user_agent: client.userAgent ?? null,
          ip_address: client.ip === "" ? null : client.ip,
          created_at: created,
          updated_at: created,
          last_used: created,
          expires_at: secondsToIso(payload.exp),
        },
        config.session.limit,
      );

      const headers: Record<string, string> = {
        [HEADERS.sessionLifetime]: String(lifetimeSeconds),
        [HEADERS.sessionRetention]: retention,
      };
      if (config.session.tokenHeader) headers[HEADERS.authToken] = token;
      const setCookie = config.session.cookie.enabled
        ? sessionCookie(
            config.session.cookie,
            token,
            retention === "session" ? undefined : lifetimeSeconds,
          )
        : undefined;
      return { token, claims: toWireClaims(payload), headers, setCookie };
    },

    async validate(token, validateOptions) {
      // jose refuses an empty token as malformed, before any key or record is looked up, so a
      // missing one is checked as empty rather than by a check of its own that could only agree.
      // Stryker disable next-line StringLiteral: any stand-in that is not a signed JWT is refused alike
      const compact = token ?? "";
      let payload: SessionJwtPayload;
      try {
        // Only tokens this server issued for this relying party: another deployment sharing the
        // key (a staging copy of the database) or another audience is refused.
        const verified = await jwtVerify<SessionJwtPayload>(compact, getKey, {
          algorithms: ["RS256"],
          issuer: config.publicUrl,
          audience: config.rpId,
          currentDate: clock.now(),
          requiredClaims: ["sub", "exp", "session_id"],
        });
        payload = verified.payload;
      } catch {
        return undefined;
      }
      const sessionId = payload.session_id;
      if (typeof sessionId !== "string" || !UUID.test(sessionId)) return undefined;
      const row = await records.find(sessionId);
      const now = clock.now();
      if (!row || row.user_id !== payload.sub || Date.parse(row.expires_at) <= now.getTime()) {
        return undefined;
      }
      const lastUsed = Date.parse(row.last_used);
      if (idleTimeoutSeconds > 0 && now.getTime() - lastUsed > idleTimeoutSeconds * 1000) {
        await endIdle(row.user_id, sessionId, validateOptions?.client);
        return undefined;
      }
      const touch = validateOptions?.touch === true;
      if (touch) await records.touch(sessionId, now.toISOString());
      const valid: ValidSession = {
        sessionId,
        userId: row.user_id,
        claims: toWireClaims(payload),
        expiresAt: new Date(payload.exp * 1000),
      };
      if (idleTimeoutSeconds > 0) {
        valid.idleExpiresAt = new Date(
          (touch ? now.getTime() : lastUsed) + idleTimeoutSeconds * 1000,
        );
      }
      return valid;
    },

    revoke: (sessionId) => records.remove(sessionId),
    revokeOf: (userId, sessionId) => records.removeOf(userId, sessionId),
    listOf: (userId) => records.listOf(userId, clock.now().toISOString()),
    revokeAll: (userId) => records.removeAllOf(userId),
    within: (db) => createSessionService({ ...options, db, users: users.within(db) }),
  };
}
