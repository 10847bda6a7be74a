// A payment method with a fee (none has one today): the fee is charged and its moms counted.
// The table is replaced so the rule is tested, not today's prices.
import { describe, expect, it, vi } from "vitest";
import { productFixture } from "../../test-support/product-fixture.ts";
import { checkoutTotals, priceCart } from "./price-cart.ts";

vi.mock("../../domain/checkout/payment-methods.ts", () => ({
  PAYMENT_METHODS: [
    { id: "card", name: { se: "Kort", en: "Card" }, credit: false, fee: 0 },
    { id: "invoice", name: { se: "Faktura", en: "Invoice" }, credit: true, fee: 2_900 },
  ],
}));

describe("a payment method with a fee", () => {
  const phone = productFixture({ id: 1, price: 10_000, inStock: 5 });
  const { lines } = priceCart([{ id: 1, quantity: 1 }], new Map([[1, phone]]));

  it("adds the fee to the total and counts its moms with the delivery's", () => {
    expect(checkoutTotals(lines, "instabox", "invoice", 49_900)).toEqual({
      goods: 10_000,
      delivery: 3_900,
      paymentFee: 2_900,
      total: 16_800,
      moms: 2_000 + 1_360,
    });
  });

  it("charges no fee for a method without one, or one it does not know", () => {
    expect(checkoutTotals(lines, "instabox", "card", 49_900).paymentFee).toBe(0);
    expect(checkoutTotals(lines, "instabox", "swish", 49_900)).toEqual({
      goods: 10_000,
      delivery: 3_900,
      paymentFee: 0,
      total: 13_900,
      moms: 2_000 + 780,
    });
  });
});
