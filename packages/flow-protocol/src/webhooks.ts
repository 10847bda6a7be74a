// The auth server's webhooks on the wire: Standard Webhooks (standardwebhooks.com) carrying
// Hanko's event names. A delivery has three headers: `webhook-id` (the event's id, the same on
// every retry, so a receiver de-duplicates by it), `webhook-timestamp` (unix seconds) and
// `webhook-signature` (space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`,
// several while a secret is rotated). The key is the base64 after `whsec_` of the secret.
//
// Signing uses Web Crypto, not node:crypto: the package goes into the browser bundle and imports
// nothing but its own modules (index.test.ts), so both functions are async. The comparison is
// `crypto.subtle.verify`, which checks an HMAC in constant time.
import { isRecord } from "./checks/combinators.ts";
import { isUuid } from "./href.ts";

/**
 * The events the auth server sends, each as a body's `type`: Hanko's names where Hanko has the
 * event, ours in its dotted style where it has none. A subscription to a parent (`user`,
 * `user.update`, `session`) receives every event below it.
 */
export const WEBHOOK_EVENTS = [
  "user.create",
  "user.delete",
  "user.update.email.create",
  "user.update.email.verify",
  "user.update.email.primary",
  "user.update.email.delete",
  "user.update.username.update",
  "user.update.username.delete",
  "user.update.password.update",
  "user.update.password.delete",
  "user.update.metadata",
  "email.send",
  "session.create.flow",
  "session.delete.explicit.logout",
  "session.delete.explicit.revoke",
  "session.delete.admin.revoke",
  "session.delete.passive.expire",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_HEADERS = {
  id: "webhook-id",
  timestamp: "webhook-timestamp",
  signature: "webhook-signature",
} as const;

/** A delivery's body; `type` is a string because a receiver must ignore events it does not know. */
export interface WebhookBody {
  id: string;
  type: WebhookEvent | (string & {});
  /** When the event happened, ISO 8601. */
  timestamp: string;
  data: Record<string, unknown>;
}

/** `user.delete`'s data: the deleted user's id, the session's `sub`. */
export interface UserDeleteData {
  id: string;
}

export type WebhookVerdict =
  | { ok: true; id: string; body: WebhookBody }
  | {
      ok: false;
      reason: "missing_headers" | "bad_signature" | "stale_timestamp" | "malformed_body";
    };

/** A header bag: fetch's Headers, or Node's lowercased record. */
export type WebhookHeaders =
  { get(name: string): string | null } | Readonly<Record<string, string | string[] | undefined>>;

/** Standard base64 (not the URL-safe kind) with its padding. */
function isBase64(text: string): boolean {
  return /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text);
}

/** The key of a secret: the non-empty base64 after `whsec_`, or undefined. */
function secretKey(secret: string): string | undefined {
  const prefix = "whsec_";
  if (!secret.startsWith(prefix)) return undefined;
  const key = secret.slice(prefix.length);
  return key !== "" && isBase64(key) ? key : undefined;
}

/** `whsec_` and a non-empty base64 key: what a subscription's secret looks like. */
export function isWebhookSecret(secret: string): boolean {
  return secretKey(secret) !== undefined;
}

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function base64Of(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)));
}

async function keyOf(secret: string, usage: "sign" | "verify") {
  const key = secretKey(secret);
  if (key === undefined) throw new TypeError("a webhook secret is whsec_ and base64");
  const raw = bytesOf(key);
  // Stryker disable next-line BooleanLiteral: the key is never exported, extractable or not
  return crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, [usage]);
}

function signedContent(id: string, timestamp: number, body: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${id}.${timestamp}.${body}`);
}

/** The `webhook-signature` value of a delivery: `v1,<base64>`. */
export async function signWebhook(
  secret: string,
  id: string,
  timestamp: number,
  body: string,
): Promise<string> {
  const key = await keyOf(secret, "sign");
  const mac = await crypto.subtle.sign("HMAC", key, signedContent(id, timestamp, body));
  return `v1,${base64Of(mac)}`;
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  const value =
    typeof headers.get === "function"
      ? (headers as { get(name: string): string | null }).get(name)
      : (headers as Readonly<Record<string, string | string[] | undefined>>)[name];
  return typeof value === "string" ? value.trim() : undefined;
}

function isWebhookBody(value: unknown): value is WebhookBody {
  if (!isRecord(value) || !isRecord(value["data"])) return false;
  const { id, type, timestamp, data } = value;
  if (typeof id !== "string" || id === "" || typeof type !== "string" || type === "") return false;
  if (typeof timestamp !== "string" || Number.isNaN(Date.parse(timestamp))) return false;
  // The one event whose data a receiver acts on: its id must name a user.
  return type !== "user.delete" || (typeof data["id"] === "string" && isUuid(data["id"]));
}

/** The deleted user's id when `body` is a `user.delete`, else undefined. */
export function deletedUserId(body: WebhookBody): string | undefined {
  return body.type === "user.delete" ? (body.data as unknown as UserDeleteData).id : undefined;
}

/**
 * Checks a delivery: its headers, one of its `v1` signatures over the exact body (any one
 * matching, for a secret being rotated), its timestamp within `toleranceSeconds` of `now` either
 * way (against replays), then its body.
 */
export async function verifyWebhook(
  secret: string,
  headers: WebhookHeaders,
  rawBody: string,
  now: Date,
  toleranceSeconds = 300,
): Promise<WebhookVerdict> {
  const id = header(headers, WEBHOOK_HEADERS.id);
  const stamp = header(headers, WEBHOOK_HEADERS.timestamp);
  const signatures = header(headers, WEBHOOK_HEADERS.signature);
  if (!id || !stamp || !signatures || !/^\d{1,12}$/.test(stamp)) {
    return { ok: false, reason: "missing_headers" };
  }
  const timestamp = Number(stamp);
  const key = await keyOf(secret, "verify");
  const content = signedContent(id, timestamp, rawBody);
  // Only signatures of the scheme's version (`v1,`, as signWebhook writes them) are tried.
  const version = "v1,";
  const candidates = signatures
    .split(" ")
    .filter((entry) => entry.startsWith(version))
    .map((entry) => entry.slice(version.length))
    .filter(isBase64);
  let signed = false;
  for (const mac of candidates) {
    if (await crypto.subtle.verify("HMAC", key, bytesOf(mac), content)) signed = true;
  }
  if (!signed) return { ok: false, reason: "bad_signature" };
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) {
    return { ok: false, reason: "stale_timestamp" };
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: "malformed_body" };
  }
  return isWebhookBody(body) ? { ok: true, id, body } : { ok: false, reason: "malformed_body" };
}
