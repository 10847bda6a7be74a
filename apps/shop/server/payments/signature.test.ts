import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signBody, verifySignature } from "./signature.ts";

const SECRET = "test-secret";
const NOW = new Date("2026-11-25T10:00:00Z");
const BODY = '{"orderId":"x","outcome":"paid","amount":100}';
const NOW_SECONDS = NOW.getTime() / 1000;
const later = (ms: number) => new Date(NOW.getTime() + ms);
/** A header made by hand, for timestamps and layouts signBody would not produce. */
const handMade = (timestamp: string, body = BODY) =>
  `t=${timestamp},v1=${createHmac("sha256", SECRET).update(`${timestamp}.${body}`).digest("hex")}`;

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

  it("writes the header as t=<unix seconds>,v1=<hex HMAC-SHA256 of timestamp.body>", () => {
    expect(signBody(SECRET, BODY, later(999))).toBe(handMade(String(NOW_SECONDS)));
  });

  it("accepts a signature up to five minutes either side of now, to the second", () => {
    const header = signBody(SECRET, BODY, NOW);
    expect(verifySignature(SECRET, BODY, header, later(300_000))).toBe(true);
    expect(verifySignature(SECRET, BODY, header, later(300_001))).toBe(false);
    expect(verifySignature(SECRET, BODY, header, later(-300_000))).toBe(true);
    expect(verifySignature(SECRET, BODY, header, later(-300_001))).toBe(false);
  });

  it("reads the header's parts in any order and with spaces around them", () => {
    const [t, v1] = signBody(SECRET, BODY, NOW).split(",");
    expect(verifySignature(SECRET, BODY, `${v1}, ${t}`, NOW)).toBe(true);
    expect(verifySignature(SECRET, BODY, ` ${t} , ${v1} `, NOW)).toBe(true);
  });

  it("rejects a timestamp that is not whole seconds, even when signed", () => {
    expect(verifySignature(SECRET, BODY, handMade(`${NOW_SECONDS}.5`), NOW)).toBe(false);
    expect(verifySignature(SECRET, BODY, handMade(""), NOW)).toBe(false);
  });

  it("rejects a header without a timestamp or without a signature", () => {
    const [t, v1] = signBody(SECRET, BODY, NOW).split(",");
    expect(verifySignature(SECRET, BODY, `${v1}`, NOW)).toBe(false);
    expect(verifySignature(SECRET, BODY, `${t}`, NOW)).toBe(false);
    expect(verifySignature(SECRET, BODY, "", NOW)).toBe(false);
  });

  it("rejects a signature with anything before or after its 64 hex digits, or in capitals", () => {
    const header = signBody(SECRET, BODY, NOW);
    const hex = header.slice(header.indexOf("v1=") + 3);
    const t = `t=${NOW_SECONDS}`;
    expect(verifySignature(SECRET, BODY, `${t},v1=${hex}0`, NOW)).toBe(false);
    expect(verifySignature(SECRET, BODY, `${t},v1=${hex}00`, NOW)).toBe(false);
    expect(verifySignature(SECRET, BODY, `${t},v1=zz${hex}`, NOW)).toBe(false);
    expect(verifySignature(SECRET, BODY, `${t},v1=${hex.slice(2)}`, NOW)).toBe(false);
    expect(verifySignature(SECRET, BODY, `${t},v1=${hex.toUpperCase()}`, NOW)).toBe(false);
  });

  it("rejects a header longer than 200 characters, however well signed", () => {
    const header = signBody(SECRET, BODY, NOW);
    const padded = (length: number) => `${header},x=${"a".repeat(length - header.length - 3)}`;
    expect(padded(200)).toHaveLength(200);
    expect(verifySignature(SECRET, BODY, padded(200), NOW)).toBe(true);
    expect(verifySignature(SECRET, BODY, padded(201), NOW)).toBe(false);
  });
});
