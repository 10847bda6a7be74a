// Prices from a price history (market.md): the price at an instant, and whether it is a
// reduction. A reduction is measured against the lowest price of the 30 days before the
// current price began (7 a § prisinformationslagen), never against a typed-in "was" price.
import type { PricePoint } from "./product.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
export const LOWEST_PRICE_WINDOW_DAYS = 30;

/** The point in effect at `at`: the latest one that starts at or before it. History is oldest first. */
export function pointAt(history: readonly PricePoint[], at: string): PricePoint | undefined {
  let found: PricePoint | undefined;
  for (const point of history) {
    if (point.from > at) break;
    found = point;
  }
  return found;
}

/**
 * The lowest price in effect at any time during the `days` before `before`: the price in
 * effect when the window opened, and every price that started inside it. Undefined when the
 * product had no price in that window (it is newer).
 */
export function lowestPriceBefore(
  history: readonly PricePoint[],
  before: string,
  days = LOWEST_PRICE_WINDOW_DAYS,
): number | undefined {
  const windowStart = new Date(Date.parse(before) - days * DAY_MS).toISOString();
  // The point in effect as the window opened (-1 when there was none, so all count), and
  // every later one that started before `before`.
  const atStart = history.findLastIndex((point) => point.from <= windowStart);
  const prices = history
    .filter((point, index) => index >= atStart && point.from < before)
    .map((point) => point.price);
  return prices.length > 0 ? Math.min(...prices) : undefined;
}

export interface PriceNow {
  price: number;
  /** Set when `price` is lower than the lowest price of the 30 days before it began. */
  lowestPrice30Days?: number;
  /** Whole percent off lowestPrice30Days, rounded down (never overstated); 0 when not reduced. */
  discount: number;
}

/** The price at `at` and, when it is a reduction, what it is reduced from. Undefined before the first price. */
export function priceNow(history: readonly PricePoint[], at: string): PriceNow | undefined {
  const current = pointAt(history, at);
  if (!current) return undefined;
  const lowest = lowestPriceBefore(history, current.from);
  if (lowest === undefined || current.price >= lowest) return { price: current.price, discount: 0 };
  return {
    price: current.price,
    lowestPrice30Days: lowest,
    discount: Math.floor(((lowest - current.price) * 100) / lowest),
  };
}
