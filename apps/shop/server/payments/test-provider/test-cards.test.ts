import { describe, expect, it } from "vitest";
import { DECLINED_CARD, judgeCard, passesLuhn, SLOW_CARD, SUCCESS_CARD } from "./test-cards.ts";

const NOW = new Date("2026-11-25T10:00:00Z");
const card = (number: string, expiry = "12/29", cvc = "123") =>
  judgeCard({ number, expiry, cvc }, NOW);

describe("the test provider's cards", () => {
  it("pays with 4242…, declines 4000…0002 and pays 4000…3055 a few seconds late", () => {
    expect(card("4242 4242 4242 4242")).toEqual({ kind: "paid", delayMs: 0 });
    expect(card(DECLINED_CARD)).toEqual({ kind: "declined" });
    expect(card(SLOW_CARD)).toEqual({ kind: "paid", delayMs: 3000 });
  });

  it("declines any other real-looking number", () => {
    expect(passesLuhn("5555555555554444")).toBe(true);
    expect(card("5555555555554444")).toEqual({ kind: "declined" });
  });

  it("names the field that is wrong: a mistyped number, a past expiry, a short CVC", () => {
    expect(card("4242424242424241")).toEqual({ kind: "invalid", field: "number" });
    expect(card(SUCCESS_CARD, "10/26")).toEqual({ kind: "invalid", field: "expiry" });
    expect(card(SUCCESS_CARD, "11/26")).toEqual({ kind: "paid", delayMs: 0 });
    expect(card(SUCCESS_CARD, "13/30")).toEqual({ kind: "invalid", field: "expiry" });
    expect(card(SUCCESS_CARD, "12/29", "12")).toEqual({ kind: "invalid", field: "cvc" });
  });
});
