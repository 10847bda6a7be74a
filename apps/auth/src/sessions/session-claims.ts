// The JWT payload of a session (flow-api.md §6.1) and its wire form, `claims` (§3.4).
import type { AmrValue, Claims, EmailClaim } from "@kretsbutiken/flow-protocol";

export interface SessionJwtPayload {
  sub: string;
  iat: number;
  exp: number;
  aud: string[];
  session_id: string;
  email?: EmailClaim;
  username?: string;
  amr?: AmrValue[];
  iss?: string;
  [claim: string]: unknown;
}

export interface SessionJwtInput {
  userId: string;
  sessionId: string;
  issuedAt: Date;
  lifetimeSeconds: number;
  audience: string[];
  issuer: string | undefined;
  primaryEmail: EmailClaim | undefined;
  username: string | null;
  amr: readonly AmrValue[];
}

/** §6.1: `email` only with a primary address, `username` only if set, `amr` only if non-empty. */
export function buildJwtPayload(input: SessionJwtInput): SessionJwtPayload {
  const iat = Math.floor(input.issuedAt.getTime() / 1000);
  return {
    sub: input.userId,
    iat,
    exp: iat + input.lifetimeSeconds,
    aud: input.audience,
    session_id: input.sessionId,
    ...(input.primaryEmail && { email: input.primaryEmail }),
    ...(input.username !== null && { username: input.username }),
    ...(input.amr.length > 0 && { amr: [...input.amr] }),
    ...(input.issuer !== undefined && { iss: input.issuer }),
  };
}

const RENAMED = new Set(["sub", "iat", "exp", "aud", "iss", "nbf", "jti"]);

/** §3.4: registered claims renamed and times as RFC 3339; other claims are flattened in. */
export function toWireClaims(payload: SessionJwtPayload): Claims {
  const extra = Object.fromEntries(Object.entries(payload).filter(([key]) => !RENAMED.has(key)));
  return {
    subject: payload.sub,
    issued_at: secondsToIso(payload.iat),
    expiration: secondsToIso(payload.exp),
    audience: payload.aud,
    ...(payload.iss !== undefined && { issuer: payload.iss }),
    ...extra,
    session_id: payload.session_id,
  };
}

export function secondsToIso(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}
