// The flow rate limits of flow-api.md §5.4: a token per attempt under keys
// `passcode/{ip}/{email}` (3 per minute) and `password/{ip}/{identifier}` (5 per minute),
// shared across instances when the limiter is Redis-backed. A passcode mail also takes a token
// per IP (`passcode-ip/{ip}`, any address), per address and IP by the hour
// (`passcode-email/{email}/{ip}`) and per address from any IPs under a much higher ceiling
// (`passcode-email/{email}`): Hanko's combined key alone lets one IP mail many inboxes, or many
// IPs flood one inbox, while a low per-address limit would let anyone lock an address's owner
// out (ten requests from anywhere did, for an hour). Every key is the address as typed, known
// or not, so an unknown address is limited exactly like a known one. A
// password attempt also takes a token per IP (`password-ip/{ip}`, any identifier), so one IP
// cannot spray guesses over many accounts, and one account backs off from any IPs
// (`takePasswordTurn`). Authenticator-app codes are limited like passwords: `otp/{ip}/{user}`
// and the same per-account back-off. One-time token exchanges take a token per IP
// (`token_exchange/{ip}`, 3 per minute). When a key runs dry the flow answers 429
// `rate_limit_exceeded` with the seconds until the latest of the exhausted windows resets in
// the payload.
import type { RateLimitRule } from "../../services.ts";
import type { FlowDeps } from "../flows/flow-deps.ts";

export type LimitKind = "passcode" | "password" | "otp";

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Password attempts on one account from any IPs: `free` in `windowSeconds`, then one attempt
 * per pause that doubles from a second up to `maxDelaySeconds`. A back-off, not a lock: whoever
 * keeps the account's attempts going can slow its owner's password to one try per pause, never
 * stop it, and never touch sign-in by e-mailed code (docs/decisions/0020).
 */
export interface PasswordBackOff {
  free: number;
  windowSeconds: number;
  maxDelaySeconds: number;
}

// A window that never runs dry, read for its count.
const UNCAPPED = 1_000_000;

function limitKey(kind: LimitKind, ip: string, subject: string): string {
  return `${kind}/${ip}/${subject}`;
}

export async function takeToken(
  deps: FlowDeps,
  kind: LimitKind,
  subject: string,
): Promise<LimitResult> {
  const rules = deps.policy.rateLimits;
  if (rules === undefined) return { allowed: true };
  const buckets: [string, RateLimitRule][] = [
    [limitKey(kind, deps.client.ip, subject), rules[kind]],
  ];
  if (kind === "passcode") {
    buckets.push([`passcode-ip/${deps.client.ip}`, rules.passcodePerIp]);
    buckets.push([`passcode-email/${subject}/${deps.client.ip}`, rules.passcodePerEmailAndIp]);
    buckets.push([`passcode-email/${subject}`, rules.passcodePerEmail]);
  } else if (kind === "password") {
    buckets.push([`password-ip/${deps.client.ip}`, rules.passwordPerIp]);
  }
  const results = await Promise.all(
    buckets.map(([key, rule]) => deps.rateLimiter.consume(key, rule)),
  );
  const blocked = results.filter((result) => !result.allowed);
  return blocked.length === 0
    ? { allowed: true }
    : { allowed: false, retryAfterSeconds: Math.max(...blocked.map((r) => r.retryAfterSeconds)) };
}

/** §5.4 `token_limits`: one `exchange_token` attempt from this IP, whatever the token. */
export async function takeTokenExchangeTurn(deps: FlowDeps): Promise<LimitResult> {
  const rule = deps.policy.rateLimits?.tokenExchange;
  if (rule === undefined) return { allowed: true };
  const result = await deps.rateLimiter.consume(`token_exchange/${deps.client.ip}`, rule);
  return result.allowed
    ? { allowed: true }
    : { allowed: false, retryAfterSeconds: result.retryAfterSeconds };
}

/**
 * Takes a password attempt on `account` (the user id, or the identifier as typed when no
 * account has it, so that an unknown one backs off exactly like a known one).
 */
export async function takePasswordTurn(deps: FlowDeps, account: string): Promise<LimitResult> {
  const rule = deps.policy.rateLimits?.passwordBackOff;
  if (rule === undefined) return { allowed: true };
  const counted = await deps.rateLimiter.consume(`password-account/${account}`, {
    tokens: UNCAPPED,
    intervalSeconds: rule.windowSeconds,
  });
  const attempts = UNCAPPED - counted.remaining;
  if (attempts <= rule.free) return { allowed: true };
  const pause = Math.min(2 ** (attempts - rule.free - 1), rule.maxDelaySeconds);
  const turn = await deps.rateLimiter.consume(`password-turn/${account}`, {
    tokens: 1,
    intervalSeconds: pause,
  });
  return turn.allowed
    ? { allowed: true }
    : { allowed: false, retryAfterSeconds: turn.retryAfterSeconds };
}
