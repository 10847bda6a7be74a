import { describe, expect, it } from "vitest";
import {
  cheapestDelivery,
  DELIVERY_OPTIONS,
  deliveryPrice,
  deliveryTime,
  FREE_SHIPPING_FROM,
} from "./delivery.ts";

describe("delivery", () => {
  it("lists the options cheapest first, each with a price and a time", () => {
    const prices = DELIVERY_OPTIONS.map((option) => option.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const option of DELIVERY_OPTIONS) {
      expect(option.price).toBeGreaterThan(0);
      expect(option.days[0]).toBeLessThanOrEqual(option.days[1]);
    }
  });

  it.each([
    [FREE_SHIPPING_FROM - 1, 4_900],
    [FREE_SHIPPING_FROM, 0],
    [FREE_SHIPPING_FROM + 100_000, 0],
  ])("an order of %i öre pays %i for a 49 kr option", (total, expected) => {
    expect(deliveryPrice({ price: 4_900 }, total)).toBe(expected);
  });

  it("names the cheapest delivery, free over the threshold", () => {
    expect(cheapestDelivery(10_000)).toBe(Math.min(...DELIVERY_OPTIONS.map((o) => o.price)));
    expect(cheapestDelivery(FREE_SHIPPING_FROM)).toBe(0);
  });

  it.each([
    [[1, 2], "se", "1–2 vardagar"],
    [[1, 1], "se", "1 vardag"],
    [[2, 4], "en", "2–4 working days"],
    [[1, 1], "en", "1 working day"],
  ] as const)("%j days in %s is %s", (days, language, text) => {
    expect(deliveryTime(days, language)).toBe(text);
  });
});
