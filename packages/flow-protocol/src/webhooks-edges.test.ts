// Standard Webhooks at its edges: the three header names and the `v1,<base64>` format, the
// signed content `<id>.<timestamp>.<body>`, what a secret must look like (the `whsec_` prefix,
// base64 of any length with or without padding), timestamps as whole unix seconds within the
// tolerance either way, header values with spaces around them, several signatures in one
// header, and the bodies that are no event.
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  isWebhookSecret,
  signWebhook,
  verifyWebhook,
  WEBHOOK_HEADERS,
  type WebhookHeaders,
} from "./webhooks.ts";

/** 32 bytes: 44 base64 characters ending in one "=". */
const KEY = Buffer.from("kretsbutiken-webhook-edges-key32");
const SECRET = `whsec_${KEY.toString("base64")}`;
const ID = "msg_edges";
const USER = "0b4f7a2e-4a4c-4d1e-9f6a-2d8f3c1b5e70";
const NOW = new Date("2026-12-01T08:00:00.000Z");
const STAMP = NOW.getTime() / 1000;

function event(fields: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: ID,
    type: "user.create",
    timestamp: NOW.toISOString(),
    data: { id: USER },
    ...fields,
  });
}

/** The signature as the spec defines it, by hand, with `key`. */
function byHand(key: Buffer, id: string, timestamp: number | string, body: string): string {
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

function headersOf(signature: string, { id = ID, timestamp = String(STAMP) } = {}) {
  return {
    "webhook-id": id,
    "webhook-timestamp": timestamp,
    "webhook-signature": signature,
  } satisfies WebhookHeaders;
}

async function verdictOf(headers: WebhookHeaders, body: string, now = NOW, tolerance?: number) {
  const verdict = await verifyWebhook(SECRET, headers, body, now, tolerance);
  return verdict.ok ? "ok" : verdict.reason;
}

describe("the wire format", () => {
  it("names the headers webhook-id, webhook-timestamp and webhook-signature", () => {
    expect(WEBHOOK_HEADERS).toEqual({
      id: "webhook-id",
      timestamp: "webhook-timestamp",
      signature: "webhook-signature",
    });
  });

  it("signs as v1, and the base64 of the 32-byte HMAC of id, timestamp and body joined by dots", async () => {
    const body = event();
    const signature = await signWebhook(SECRET, ID, STAMP, body);
    expect(signature).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    const mac = createHmac("sha256", KEY).update(`${ID}.${STAMP}.${body}`).digest("base64");
    expect(signature).toBe(`v1,${mac}`);
  });

  it("reads nothing under other header names", async () => {
    const body = event();
    const signature = byHand(KEY, ID, STAMP, body);
    const svix = { "svix-id": ID, "svix-timestamp": String(STAMP), "svix-signature": signature };
    expect(await verdictOf(svix, body)).toBe("missing_headers");
  });

  it("hands back the header's id, not the body's", async () => {
    const body = event({ id: "evt_in_body" });
    const verdict = await verifyWebhook(SECRET, headersOf(byHand(KEY, ID, STAMP, body)), body, NOW);
    expect(verdict).toMatchObject({ ok: true, id: ID, body: { id: "evt_in_body" } });
  });

  it("trims spaces around each header value before using it", async () => {
    const body = event();
    const signature = byHand(KEY, ID, STAMP, body);
    const padded = {
      "webhook-id": `  ${ID} `,
      "webhook-timestamp": ` ${STAMP}  `,
      "webhook-signature": ` ${signature} `,
    };
    expect(await verifyWebhook(SECRET, padded, body, NOW)).toMatchObject({ ok: true, id: ID });
  });

  it.each([
    ["an empty id", { "webhook-id": "" }],
    ["an id of spaces", { "webhook-id": "   " }],
    ["a timestamp of spaces", { "webhook-timestamp": " " }],
    ["an empty signature", { "webhook-signature": "" }],
    ["an id given twice", { "webhook-id": [ID, ID] }],
  ])("refuses %s as missing headers", async (_case, change) => {
    const body = event();
    const headers = { ...headersOf(byHand(KEY, ID, STAMP, body)), ...change };
    expect(await verdictOf(headers, body)).toBe("missing_headers");
  });
});

describe("secrets", () => {
  const base64Of = (length: number) => Buffer.alloc(length, 0xa7).toString("base64");

  it.each([
    ["32 bytes, one '=' of padding", `whsec_${base64Of(32)}`],
    ["16 bytes, '==' of padding", `whsec_${base64Of(16)}`],
    ["24 bytes, no padding", `whsec_${base64Of(24)}`],
    ["3 bytes, four characters", `whsec_${base64Of(3)}`],
  ])("takes a key of %s", async (_case, secret) => {
    expect(isWebhookSecret(secret)).toBe(true);
    const body = event();
    const key = Buffer.from(secret.slice("whsec_".length), "base64");
    const signature = await signWebhook(secret, ID, STAMP, body);
    expect(signature).toBe(byHand(key, ID, STAMP, body));
    expect(await verifyWebhook(secret, headersOf(signature), body, NOW)).toMatchObject({
      ok: true,
    });
  });

  it.each([
    ["no prefix", base64Of(32)],
    ["a prefix without its underscore", `whsec${base64Of(32)}`],
    ["a prefix in capitals", `WHSEC_${base64Of(32)}`],
    ["another prefix", `wsec_${base64Of(32)}`],
    ["nothing after the prefix", "whsec_"],
    ["a key that is not a whole number of base64 quartets", "whsec_abc"],
    ["a key of five characters", "whsec_abcde"],
    ["padding on a key that needs none", "whsec_abcd="],
    ["three characters of padding", "whsec_a==="],
    ["characters outside base64", "whsec_ab!d"],
    ["url-safe base64", "whsec_ab-_"],
    ["a space inside the key", "whsec_abcd efgh"],
  ])("refuses a secret with %s, when checking, signing and verifying", async (_case, secret) => {
    expect(isWebhookSecret(secret)).toBe(false);
    const failure = new TypeError("a webhook secret is whsec_ and base64");
    await expect(signWebhook(secret, ID, STAMP, "{}")).rejects.toThrow(failure);
    await expect(signWebhook(secret, ID, STAMP, "{}")).rejects.toBeInstanceOf(TypeError);
    const body = event();
    await expect(
      verifyWebhook(secret, headersOf(byHand(KEY, ID, STAMP, body)), body, NOW),
    ).rejects.toThrow(failure);
  });
});

describe("timestamps", () => {
  const body = event();
  const at = (timestamp: string) =>
    headersOf(byHand(KEY, ID, Number(timestamp), body), { timestamp });

  it.each([
    ["with a plus sign", `+${STAMP}`],
    ["with a minus sign", `-${STAMP}`],
    ["with a fraction", `${STAMP}.0`],
    ["with letters after it", `${STAMP}s`],
    ["in milliseconds", String(NOW.getTime())],
    ["in hexadecimal", `0x${STAMP.toString(16)}`],
  ])("refuses one %s as missing headers", async (_case, timestamp) => {
    expect(await verdictOf(at(timestamp), body)).toBe("missing_headers");
  });

  it("takes twelve digits, with leading zeros", async () => {
    expect(await verdictOf(at(`00${STAMP}`), body)).toBe("ok");
    expect(await verdictOf(at(`000${STAMP}`), body)).toBe("missing_headers");
  });

  it("measures the tolerance from now to the millisecond", async () => {
    const later = new Date(NOW.getTime() + 300_500);
    const earlier = new Date(NOW.getTime() - 300_500);
    expect(await verdictOf(at(String(STAMP)), body, new Date(NOW.getTime() + 300_000))).toBe("ok");
    expect(await verdictOf(at(String(STAMP)), body, later)).toBe("stale_timestamp");
    expect(await verdictOf(at(String(STAMP)), body, earlier)).toBe("stale_timestamp");
  });

  it("takes only the exact second with a tolerance of zero", async () => {
    expect(await verdictOf(at(String(STAMP)), body, NOW, 0)).toBe("ok");
    expect(await verdictOf(at(String(STAMP - 1)), body, NOW, 0)).toBe("stale_timestamp");
    expect(await verdictOf(at(String(STAMP + 1)), body, NOW, 0)).toBe("stale_timestamp");
  });

  it("checks the signature before the time: a stale forgery is a bad signature", async () => {
    const old = String(STAMP - 3600);
    const forged = headersOf(byHand(Buffer.from("another key"), ID, old, body), {
      timestamp: old,
    });
    expect(await verdictOf(forged, body)).toBe("bad_signature");
  });

  it("refuses a signature made for another timestamp", async () => {
    const headers = headersOf(byHand(KEY, ID, STAMP - 1, body));
    expect(await verdictOf(headers, body)).toBe("bad_signature");
  });
});

describe("several signatures in one header", () => {
  const body = event();
  const good = byHand(KEY, ID, STAMP, body);
  const other = byHand(Buffer.from("the secret being retired"), ID, STAMP, body);

  it.each([
    ["first", `${good} ${other}`],
    ["last", `${other} ${good}`],
    ["between entries that are no signature", `v1,!!! ${other} v1a,${good.slice(3)} ${good} v1,`],
  ])("takes the one that matches when it comes %s", async (_case, signatures) => {
    expect(await verdictOf(headersOf(signatures), body)).toBe("ok");
  });

  it("refuses a header in which none matches", async () => {
    const signatures = `${other} ${byHand(Buffer.from("a third"), ID, STAMP, body)} v1,`;
    expect(await verdictOf(headersOf(signatures), body)).toBe("bad_signature");
  });

  it.each([
    ["joined by commas", `${other},${good}`],
    ["without its version", good.slice(3)],
    ["in capitals", good.replace("v1,", "V1,")],
    ["with its padding cut off", good.replace(/=$/, "")],
    ["with characters that are not base64", `v1,${good.slice(3, 20)}*${good.slice(21)}`],
    ["with a piece missing", good.slice(0, 20)],
  ])("refuses the right signature %s", async (_case, signatures) => {
    expect(await verdictOf(headersOf(signatures), body)).toBe("bad_signature");
  });
});

describe("bodies", () => {
  const signedBody = (fields: Record<string, unknown>) => {
    const body = event(fields);
    return { headers: headersOf(byHand(KEY, ID, STAMP, body)), body };
  };

  it.each([
    ["no id", { id: undefined }],
    ["a numeric id", { id: 42 }],
    ["an empty id", { id: "" }],
    ["an empty type", { type: "" }],
    ["a numeric type", { type: 7 }],
    ["a numeric timestamp", { timestamp: 2026 }],
    ["no timestamp", { timestamp: undefined }],
    ["data that is a list", { data: [USER] }],
    ["a user.delete whose id is no UUID", { type: "user.delete", data: { id: "anna" } }],
    [
      "a user.delete whose id is a list holding a UUID",
      { type: "user.delete", data: { id: [USER] } },
    ],
    ["a user.delete whose id is a number", { type: "user.delete", data: { id: 42 } }],
  ])("refuses a signed body with %s as malformed", async (_case, fields) => {
    const { headers, body } = signedBody(fields);
    expect(await verdictOf(headers, body)).toBe("malformed_body");
  });

  it.each([
    ["a user.delete naming a user", { type: "user.delete", data: { id: USER } }],
    [
      "a user.delete naming a user in capitals",
      { type: "user.delete", data: { id: USER.toUpperCase() } },
    ],
    ["another event with data that names nobody", { type: "user.update.metadata", data: {} }],
    ["an event with a timestamp in another format", { timestamp: "2026-12-01" }],
  ])("takes a signed body of %s", async (_case, fields) => {
    const { headers, body } = signedBody(fields);
    expect(await verifyWebhook(SECRET, headers, body, NOW)).toEqual({
      ok: true,
      id: ID,
      body: JSON.parse(body) as unknown,
    });
  });

  it.each([
    ["not JSON", "{id:"],
    ["empty", ""],
    ["a JSON string", '"user.delete"'],
    ["JSON null", "null"],
  ])("refuses a signed body that is %s as malformed", async (_case, body) => {
    expect(await verdictOf(headersOf(byHand(KEY, ID, STAMP, body)), body)).toBe("malformed_body");
  });
});
