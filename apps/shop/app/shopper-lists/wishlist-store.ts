// The wishlist in this browser (spec §4: local storage, wishlistItems).
import type { Product } from "../../domain/catalogue/product.ts";
import { addProductToCart } from "./cart-store.ts";
import { showAlert } from "./list-alerts.ts";
import type { ListVoice } from "./list-voice.ts";
import { fetchProducts } from "./product-data.ts";
import { readList, useStoredList, writeList } from "./stored-list.ts";
import {
  addToWishlist,
  parseWishlist,
  removeFromWishlist,
  type WishlistItem,
} from "../../domain/shopper-lists/wishlist-rules.ts";

/** The wishlist in local storage; `server`: what the server rendered from its cookie. */
export const useWishlist = (server?: readonly WishlistItem[]): readonly WishlistItem[] =>
  useStoredList("wishlist", parseWishlist, server);

const readWishlist = () => readList("wishlist", parseWishlist);

/** Spec §4: 'Added to Wishlist', or 'Already in Wishlist' for a product that is there. */
export async function addProductToWishlist(id: number, voice: ListVoice): Promise<void> {
  const { t } = voice;
  const before = readWishlist();
  if (before.some((item) => item.id === id)) {
    showAlert(t("lists.wishlist.duplicate"));
    return;
  }
  let found: Product | undefined;
  try {
    [found] = await fetchProducts([id]);
  } catch {
    showAlert(t("lists.network"), "error");
    return;
  }
  const result = addToWishlist(readWishlist(), id, found !== undefined);
  switch (result.kind) {
    case "added":
      writeList("wishlist", result.items);
      return showAlert(t("lists.wishlist.added"));
    case "duplicate":
      return showAlert(t("lists.wishlist.duplicate"));
    case "full":
      return showAlert(t("lists.wishlist.full"), "error");
    case "notInCatalogue":
      return showAlert(t("lists.notInCatalogue"), "error");
  }
}

export function removeWishlistItem(product: Product, voice: ListVoice): void {
  writeList("wishlist", removeFromWishlist(readWishlist(), product.id));
  showAlert(voice.t("lists.wishlist.removed", { name: voice.name(product.name) }));
}

/** Puts one in the cart and, when that worked, takes it off the wishlist. */
export async function moveWishlistItemToCart(product: Product, voice: ListVoice): Promise<void> {
  if (!(await addProductToCart(product.id, voice))) return;
  writeList("wishlist", removeFromWishlist(readWishlist(), product.id));
  showAlert(voice.t("lists.wishlist.moved", { name: voice.name(product.name) }));
}
