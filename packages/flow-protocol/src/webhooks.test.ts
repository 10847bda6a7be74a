// Standard Webhooks signatures: a known answer computed here with node:crypto (the auth server's
// sender and any other Standard Webhooks library must agree with it), and the deliveries a
// receiver refuses: a changed body, another secret, a timestamp too old or too far ahead, a
// body that is not an event; several signatures while a secret is rotated.
import { createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deletedUserId, isWebhookSecret, signWebhook, verifyWebhook } from "./webhooks.ts";

const KEY = Buffer.from("kretsbutiken-webhook-test-key-32");
const SECRET = `whsec_${KEY.toString("base64")}`;
const OTHER_SECRET = `whsec_${randomBytes(32).toString("base64")}`;
const ID = "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W";
const USER = "0b4f7a2e-4a4c-4d1e-9f6a-2d8f3c1b5e70";
const NOW = new Date("2026-12-01T08:00:00.000Z");
const STAMP = NOW.getTime() / 1000;
const BODY = JSON.stringify({
  id: ID,
  type: "user.delete",
  timestamp: NOW.toISOString(),
  data: { id: USER },
});

/** The signature as the spec defines it, by hand. */
function byHand(key: Buffer, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

function headersOf(signature: string, id = ID, timestamp = STAMP) {
  return new Headers({
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signature,
  });
}

describe("signWebhook", () => {
  it("signs id, timestamp and body with the key after whsec_", async () => {
    expect(await signWebhook(SECRET, ID, STAMP, BODY)).toBe(byHand(KEY, ID, STAMP, BODY));
  });

  it("agrees with the Standard Webhooks reference vector", async () => {
    // standardwebhooks.com's own example (the libraries' tests).
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    const body = '{"test": 2432232314}';
    expect(await signWebhook(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, body)).toBe(
      "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    );
  });
});

describe("verifyWebhook", () => {
  const signed = byHand(KEY, ID, STAMP, BODY);

  it("takes a delivery signed with the secret and hands back its event", async () => {
    const verdict = await verifyWebhook(SECRET, headersOf(signed), BODY, NOW);
    expect(verdict).toEqual({ ok: true, id: ID, body: JSON.parse(BODY) as unknown });
    expect(verdict.ok && deletedUserId(verdict.body)).toBe(USER);
  });

  it("reads Node's lowercased header record too", async () => {
    const headers = {
      "webhook-id": ID,
      "webhook-timestamp": String(STAMP),
      "webhook-signature": signed,
    };
    expect(await verifyWebhook(SECRET, headers, BODY, NOW)).toMatchObject({ ok: true });
  });

  it("takes any one of several signatures, for a secret being rotated", async () => {
    const rotated = `${byHand(randomBytes(32), ID, STAMP, BODY)} v1a,bm90LWEtc2lnbmF0dXJl ${signed}`;
    expect(await verifyWebhook(SECRET, headersOf(rotated), BODY, NOW)).toMatchObject({ ok: true });
  });

  it.each([
    ["a changed body", signed, BODY.replace(USER, "1b4f7a2e-4a4c-4d1e-9f6a-2d8f3c1b5e70")],
    ["another secret's signature", byHand(randomBytes(32), ID, STAMP, BODY), BODY],
    ["a signature of another version", signed.replace("v1,", "v2,"), BODY],
    ["a signature that is not base64", "v1,!!!", BODY],
  ])("refuses %s", async (_case, signature, body) => {
    expect(await verifyWebhook(SECRET, headersOf(signature), body, NOW)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
  });

  it("refuses a signature made with the verifier's secret for another delivery id", async () => {
    const verdict = await verifyWebhook(SECRET, headersOf(signed, "msg_other"), BODY, NOW);
    expect(verdict).toEqual({ ok: false, reason: "bad_signature" });
  });

  it("refuses the right signature under another secret", async () => {
    expect(await verifyWebhook(OTHER_SECRET, headersOf(signed), BODY, NOW)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
  });

  it.each([
    ["301 s old", STAMP - 301, "stale_timestamp"],
    ["301 s ahead", STAMP + 301, "stale_timestamp"],
    ["300 s old", STAMP - 300, "ok"],
    ["300 s ahead", STAMP + 300, "ok"],
  ])("judges a timestamp %s", async (_case, timestamp, expected) => {
    const headers = headersOf(byHand(KEY, ID, timestamp, BODY), ID, timestamp);
    const verdict = await verifyWebhook(SECRET, headers, BODY, NOW);
    expect(verdict.ok ? "ok" : verdict.reason).toBe(expected);
  });

  it("takes another tolerance", async () => {
    const headers = headersOf(byHand(KEY, ID, STAMP - 61, BODY), ID, STAMP - 61);
    expect(await verifyWebhook(SECRET, headers, BODY, NOW, 60)).toEqual({
      ok: false,
      reason: "stale_timestamp",
    });
  });

  it.each([
    ["no id", { "webhook-timestamp": String(STAMP), "webhook-signature": signed }],
    ["no timestamp", { "webhook-id": ID, "webhook-signature": signed }],
    ["no signature", { "webhook-id": ID, "webhook-timestamp": String(STAMP) }],
    [
      "a timestamp that is not seconds",
      { "webhook-id": ID, "webhook-timestamp": NOW.toISOString(), "webhook-signature": signed },
    ],
  ])("refuses a delivery with %s", async (_case, headers) => {
    expect(await verifyWebhook(SECRET, headers, BODY, NOW)).toEqual({
      ok: false,
      reason: "missing_headers",
    });
  });

  it.each([
    ["not JSON", "{"],
    ["an array", "[]"],
    ["no type", JSON.stringify({ id: ID, timestamp: NOW.toISOString(), data: {} })],
    ["no data", JSON.stringify({ id: ID, type: "user.create", timestamp: NOW.toISOString() })],
    ["a bad time", JSON.stringify({ id: ID, type: "user.create", timestamp: "igår", data: {} })],
    [
      "a user.delete without a user id",
      JSON.stringify({ id: ID, type: "user.delete", timestamp: NOW.toISOString(), data: {} }),
    ],
  ])("refuses a signed body that is %s", async (_case, body) => {
    expect(await verifyWebhook(SECRET, headersOf(byHand(KEY, ID, STAMP, body)), body, NOW)).toEqual(
      { ok: false, reason: "malformed_body" },
    );
  });

  it("takes an event it has no name for, for the receiver to ignore", async () => {
    const body = JSON.stringify({
      id: ID,
      type: "user.update.avatar",
      timestamp: NOW.toISOString(),
      data: { id: USER },
    });
    const verdict = await verifyWebhook(SECRET, headersOf(byHand(KEY, ID, STAMP, body)), body, NOW);
    expect(verdict.ok && deletedUserId(verdict.body)).toBeUndefined();
  });
});

describe("isWebhookSecret", () => {
  it.each([
    [SECRET, true],
    ["whsec_", false],
    [KEY.toString("base64"), false],
    ["whsec_not base64!", false],
  ])("%s: %s", (secret, expected) => {
    expect(isWebhookSecret(secret)).toBe(expected);
  });
});
