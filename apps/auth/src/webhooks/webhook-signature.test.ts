import { verifyWebhook } from "@kretsbutiken/flow-protocol";
import { expect, it } from "vitest";
import { generateWebhookSecret, webhookHeaders } from "./webhook-signature.ts";

const body = '{"id":"e1","type":"user.create","timestamp":"2026-01-01T00:00:00.000Z","data":{}}';
const sentAt = new Date("2026-01-01T00:00:00Z");

it("signs an attempt so that a receiver holding the secret accepts it, and no other", async () => {
  const secret = generateWebhookSecret();
  const headers = await webhookHeaders(secret, "e1", sentAt.getTime() / 1000, body);

  expect(headers).toMatchObject({ "webhook-id": "e1", "webhook-timestamp": "1767225600" });
  expect(await verifyWebhook(secret, headers, body, sentAt)).toMatchObject({ ok: true, id: "e1" });
  expect(await verifyWebhook(generateWebhookSecret(), headers, body, sentAt)).toEqual({
    ok: false,
    reason: "bad_signature",
  });
});

it("makes secrets in the whsec_ form, 32 random bytes each", () => {
  const secret = generateWebhookSecret();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  expect(generateWebhookSecret()).not.toBe(secret);
});
