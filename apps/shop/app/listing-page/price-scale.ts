// The price slider's scale in whole kronor: the listing's price bounds widened outwards to
// whole steps, so both ends can be reached exactly and a step is a sensible amount.
import type { PriceBounds } from "../../domain/catalogue/listing.ts";

export interface PriceScale {
  min: number;
  max: number;
  step: number;
}

export function priceScale({ min, max }: PriceBounds): PriceScale {
  const span = max - min;
  const step = span > 20_000 ? 100 : span > 2_000 ? 10 : 1;
  const low = Math.floor(min / step) * step;
  return { min: low, max: Math.max(low + step, Math.ceil(max / step) * step), step };
}
