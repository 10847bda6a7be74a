import { describe, expect, it } from "vitest";
import { dealPrice } from "./deal-price.ts";

describe("dealPrice", () => {
  it("takes at least 15 % off and ends in 9 kronor", () => {
    expect(dealPrice(129900)).toBe(109900);
    expect(dealPrice(999900)).toBe(849900);
    expect(dealPrice(9900)).toBe(7900);
  });
  it("stays above zero and below the price for the cheapest things", () => {
    expect(dealPrice(1900)).toBe(900);
    expect(dealPrice(900)).toBe(700);
  });
});
