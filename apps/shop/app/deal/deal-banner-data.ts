// What the deal banner (deal-banner.tsx) needs of this week's deal, made by the loaders that
// show it.
import { toCardProduct, type CardProduct } from "../catalogue/card-product.ts";
import type { Product } from "../../domain/catalogue/product.ts";

export interface DealBannerData {
  product: CardProduct;
  endsAt: string;
  /** The server's clock when the page was made: the countdown's first render. */
  now: number;
}

export function dealBannerData(
  deal: { product: Product; endsAt: string } | undefined,
  now: number,
): DealBannerData | null {
  return deal ? { product: toCardProduct(deal.product), endsAt: deal.endsAt, now } : null;
}
