// The test provider's page address: it carries the payment sealed (AES-256-GCM), so it reads as
// noise — no order id, number, amount or address in it, base64-decoded or not — and any change,
// another secret or a cut makes it open nothing.
import { describe, expect, it } from "vitest";
import { openSession, sealSession, type TestPaymentSession } from "./test-payment-token.ts";

const SECRET = "a-test-payment-secret";
const SESSION: TestPaymentSession = {
  orderId: "123e4567-e89b-12d3-a456-426614174000",
  orderNumber: "KB-2026-000042",
  orderLink: "AbCdEfGhIjKlMnOpQrStUvWxYz012345",
  amount: 229_000,
  method: "card",
  language: "se",
  origin: "https://kretsbutiken.example",
  expiresAt: 1_800_000_000_000,
};

describe("the test payment page's token", () => {
  it("opens to the session it sealed, with the same secret", () => {
    expect(openSession(SECRET, sealSession(SECRET, SESSION))).toEqual(SESSION);
  });

  it("reveals nothing of the order, and differs every time", () => {
    const token = sealSession(SECRET, SESSION);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    const decoded = Buffer.from(token, "base64url").toString("latin1");
    for (const text of [token, decoded, decoded.toLowerCase()]) {
      for (const secret of [
        SESSION.orderId,
        SESSION.orderNumber,
        SESSION.orderLink,
        "229000",
        "kretsbutiken",
        "orderId",
      ]) {
        expect(text.includes(secret), `${secret} in the token`).toBe(false);
      }
    }
    expect(sealSession(SECRET, SESSION)).not.toBe(token);
  });

  it("opens nothing that was changed anywhere, cut, extended or sealed with another secret", () => {
    const token = sealSession(SECRET, SESSION);
    const bytes = Buffer.from(token, "base64url");
    for (let i = 0; i < bytes.length; i += 1) {
      const changed = Buffer.from(bytes);
      changed[i] = (changed[i] ?? 0) ^ 0x01;
      expect(openSession(SECRET, changed.toString("base64url")), `byte ${i}`).toBeUndefined();
    }
    expect(openSession("another-secret", token)).toBeUndefined();
    expect(openSession(SECRET, token.slice(0, -1))).toBeUndefined();
    expect(openSession(SECRET, `${token}AA`)).toBeUndefined();
    expect(openSession(SECRET, bytes.subarray(0, 28).toString("base64url"))).toBeUndefined();
    expect(openSession(SECRET, bytes.subarray(0, 29).toString("base64url"))).toBeUndefined();
  });

  it.each([
    ["", "empty"],
    ["not.a.token", "dots"],
    ["a/b", "a slash"],
    ["A".repeat(2001), "too long"],
    ["A".repeat(38), "too short to hold anything"],
  ])("opens nothing for %j (%s)", (token) => {
    expect(openSession(SECRET, token)).toBeUndefined();
  });
});
