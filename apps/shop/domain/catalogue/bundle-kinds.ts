// What "Köps ofta tillsammans" picks from (bundle-partners.ts), apart from the page's rules so
// the server's query of it (server/catalogue/catalogue-pages.ts) reads the same table.
import type { ProductType } from "./product.ts";

export const BUNDLE_PARTNERS = 2;

/** Kinds of product bought for another one: cases, chargers, headsets, controllers, parts. */
export const ACCESSORY_TYPES: readonly ProductType[] = [
  "accessory",
  "bag",
  "audio",
  "controller",
  "scooter_part",
];
