/**
 * Where the browser keeps the shopper's lists (spec §3: the wishlist under wishlistItems in
 * local storage; cart and compare follow the same shape). Storing them needs no consent: the
 * shopper builds them (market.md). Only ids, quantities and chosen options are kept: names,
 * prices and stock always come from the server (app/shopper-lists/product-data.ts).
 */
export const LIST_STORAGE_KEY = {
  cart: "cartItems",
  wishlist: "wishlistItems",
  compare: "compareItems",
} as const;

export type ShopList = keyof typeof LIST_STORAGE_KEY;
