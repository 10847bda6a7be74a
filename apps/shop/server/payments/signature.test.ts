import { describe, expect, it } from "vitest";
import { signBody, verifySignature } from "./signature.ts";

const SECRET = "test-secret";
const NOW = new Date("2026-11-25T10:00:00Z");
const BODY = '{"orderId":"x","outcome":"paid","amount":100}';

describe("payment message signatures", () => {
  it("accepts the body it signed, at the time it was signed", () => {
    expect(verifySignature(SECRET, BODY, signBody(SECRET, BODY, NOW), NOW)).toBe(true);
  });

  it("rejects a changed body, another secret, a missing or garbled header", () => {
    const header = signBody(SECRET, BODY, NOW);
    expect(verifySignature(SECRET, BODY.replace("100", "1"), header, NOW)).toBe(false);
    expect(verifySignature("other", BODY, header, NOW)).toBe(false);
    expect(verifySignature(SECRET, BODY, undefined, NOW)).toBe(false);
    expect(verifySignature(SECRET, BODY, "t=abc,v1=zz", NOW)).toBe(false);
    expect(verifySignature(SECRET, BODY, header.replace(/v1=../, "v1=00"), NOW)).toBe(false);
  });

  it("rejects a signature older than five minutes: a captured message cannot be replayed later", () => {
    const header = signBody(SECRET, BODY, NOW);
    expect(verifySignature(SECRET, BODY, header, new Date(NOW.getTime() + 299_000))).toBe(true);
    expect(verifySignature(SECRET, BODY, header, new Date(NOW.getTime() + 301_000))).toBe(false);
  });
});
