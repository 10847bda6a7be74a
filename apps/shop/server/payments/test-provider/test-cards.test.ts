import { describe, expect, it } from "vitest";
import { DECLINED_CARD, judgeCard, passesLuhn, SLOW_CARD, SUCCESS_CARD } from "./test-cards.ts";

const NOW = new Date("2026-11-25T10:00:00Z");
const card = (number: string, expiry = "12/29", cvc = "123", now = NOW) =>
  judgeCard({ number, expiry, cvc }, now);

const PAID = { kind: "paid", delayMs: 0 };
const WRONG_NUMBER = { kind: "invalid", field: "number" };
const WRONG_EXPIRY = { kind: "invalid", field: "expiry" };
const WRONG_CVC = { kind: "invalid", field: "cvc" };

describe("the test provider's cards", () => {
  it("pays with 4242…, declines 4000…0002 and pays 4000…3055 a few seconds late", () => {
    expect(card("4242 4242 4242 4242")).toEqual(PAID);
    expect(card(SUCCESS_CARD)).toEqual(PAID);
    expect(card(DECLINED_CARD)).toEqual({ kind: "declined" });
    expect(card(SLOW_CARD)).toEqual({ kind: "paid", delayMs: 3000 });
  });

  it("declines any other real-looking number", () => {
    expect(passesLuhn("5555555555554444")).toBe(true);
    expect(card("5555555555554444")).toEqual({ kind: "declined" });
  });

  it("reads a number typed in groups, with spaces or dashes", () => {
    expect(card("4242-4242-4242-4242")).toEqual(PAID);
    expect(card(" 4242 4242  4242-4242 ")).toEqual(PAID);
    expect(card("4000 0000 0000 3055")).toEqual({ kind: "paid", delayMs: 3000 });
  });

  it("names the field that is wrong: a mistyped number, a past expiry, a short CVC", () => {
    expect(card("4242424242424241")).toEqual(WRONG_NUMBER);
    expect(card(SUCCESS_CARD, "10/26")).toEqual(WRONG_EXPIRY);
    expect(card(SUCCESS_CARD, "11/26")).toEqual(PAID);
    expect(card(SUCCESS_CARD, "13/30")).toEqual(WRONG_EXPIRY);
    expect(card(SUCCESS_CARD, "12/29", "12")).toEqual(WRONG_CVC);
  });

  it("checks the number before the expiry, and the expiry before the CVC", () => {
    expect(card("4242424242424241", "01/20", "1")).toEqual(WRONG_NUMBER);
    expect(card(SUCCESS_CARD, "01/20", "1")).toEqual(WRONG_EXPIRY);
  });
});

describe("the Luhn check of a card number", () => {
  it.each([
    "4242424242424242",
    "5555555555554444",
    "378282246310005",
    "6011111111111117",
    "4000056655665556",
    "79927398713",
    "0",
    "18",
    "59",
  ])("passes %s", (number) => {
    expect(passesLuhn(number)).toBe(true);
  });

  it.each([
    // One digit wrong, at the end or in a doubled place.
    "4242424242424241",
    "4242424242424342",
    "5555555555555444",
    "378282246310006",
    // Two neighbours swapped.
    "79927398731",
    // The doubled 5 counts 1 (5 × 2 = 10, 1 + 0), the doubled 4 counts 8.
    "51",
    "41",
    "1",
    "10",
  ])("fails %s", (number) => {
    expect(passesLuhn(number)).toBe(false);
  });
});

describe("a card number's length", () => {
  it("takes 12 to 19 digits", () => {
    expect(card("444444444442")).toEqual({ kind: "declined" });
    expect(card("4444444444444444442")).toEqual({ kind: "declined" });
    expect(card("44444444440")).toEqual(WRONG_NUMBER);
    expect(card("44444444444444444444")).toEqual(WRONG_NUMBER);
  });

  it("takes digits only", () => {
    expect(card("4242.4242.4242.4242")).toEqual(WRONG_NUMBER);
    expect(card("x4242424242424242")).toEqual(WRONG_NUMBER);
    expect(card("4242424242424242x")).toEqual(WRONG_NUMBER);
    expect(card("")).toEqual(WRONG_NUMBER);
  });
});

describe("a card's expiry", () => {
  it("is good through its month, in UTC", () => {
    expect(card(SUCCESS_CARD, "11/26", "123", new Date("2026-11-30T23:59:59Z"))).toEqual(PAID);
    expect(card(SUCCESS_CARD, "11/26", "123", new Date("2026-12-01T00:00:00Z"))).toEqual(
      WRONG_EXPIRY,
    );
    expect(card(SUCCESS_CARD, "12/26", "123", new Date("2026-12-31T12:00:00Z"))).toEqual(PAID);
    expect(card(SUCCESS_CARD, "12/26", "123", new Date("2027-01-01T00:00:00Z"))).toEqual(
      WRONG_EXPIRY,
    );
    expect(card(SUCCESS_CARD, "01/27", "123", new Date("2026-12-31T12:00:00Z"))).toEqual(PAID);
  });

  it("reads a later year as later, whatever the month", () => {
    expect(card(SUCCESS_CARD, "01/27")).toEqual(PAID);
    expect(card(SUCCESS_CARD, "12/25")).toEqual(WRONG_EXPIRY);
    expect(card(SUCCESS_CARD, "10/27")).toEqual(PAID);
    expect(card(SUCCESS_CARD, "12/99")).toEqual(PAID);
    expect(card(SUCCESS_CARD, "11/00")).toEqual(WRONG_EXPIRY);
  });

  it("takes months 01 to 12 only", () => {
    expect(card(SUCCESS_CARD, "01/29")).toEqual(PAID);
    expect(card(SUCCESS_CARD, "12/29")).toEqual(PAID);
    expect(card(SUCCESS_CARD, "00/29")).toEqual(WRONG_EXPIRY);
    expect(card(SUCCESS_CARD, "13/29")).toEqual(WRONG_EXPIRY);
  });

  it("is MM/YY, with spaces allowed around the slash and the whole", () => {
    expect(card(SUCCESS_CARD, " 12/29 ")).toEqual(PAID);
    expect(card(SUCCESS_CARD, "12 / 29")).toEqual(PAID);
    expect(card(SUCCESS_CARD, "12  /  29")).toEqual(PAID);
    expect(card(SUCCESS_CARD, "12 /29")).toEqual(PAID);
    expect(card(SUCCESS_CARD, "12/ 29")).toEqual(PAID);
    for (const expiry of [
      "1229",
      "12-29",
      "12//29",
      "1/29",
      "12/9",
      "123/29",
      "12/290",
      "12/2029",
      "x12/29",
      "12/29x",
      "ab/cd",
      "12/",
      "",
    ]) {
      expect(card(SUCCESS_CARD, expiry), expiry).toEqual(WRONG_EXPIRY);
    }
  });
});

describe("a card's CVC", () => {
  it("is three or four digits, spaces around it allowed", () => {
    expect(card(SUCCESS_CARD, "12/29", "123")).toEqual(PAID);
    expect(card(SUCCESS_CARD, "12/29", "1234")).toEqual(PAID);
    expect(card(SUCCESS_CARD, "12/29", " 123 ")).toEqual(PAID);
    for (const cvc of ["12", "12345", "12a", "a123", "123a", "1 23", ""]) {
      expect(card(SUCCESS_CARD, "12/29", cvc), cvc).toEqual(WRONG_CVC);
    }
  });
});
