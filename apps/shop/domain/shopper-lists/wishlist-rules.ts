// The wishlist's rules (spec §4): product ids in local storage under wishlistItems, no
// duplicates.
import { asRecord, isStoredId, MAX_LIST_ENTRIES } from "./stored-id.ts";

export interface WishlistItem {
  id: number;
}

/** Stored text to wishlist entries: malformed ones dropped, repeats kept once. */
export function parseWishlist(stored: unknown): WishlistItem[] {
  if (!Array.isArray(stored)) return [];
  const ids = new Set<number>();
  for (const entry of stored.slice(0, MAX_LIST_ENTRIES)) {
    const id = asRecord(entry)?.id;
    if (isStoredId(id)) ids.add(id);
  }
  return [...ids].map((id) => ({ id }));
}

export type AddToWishlistResult =
  { kind: "added"; items: WishlistItem[] } | { kind: "duplicate" | "notInCatalogue" | "full" };

/** Spec §4: 'Already in Wishlist' for a product that is there, else 'Added to Wishlist'. */
export function addToWishlist(
  items: readonly WishlistItem[],
  id: number,
  inCatalogue: boolean,
): AddToWishlistResult {
  if (items.some((item) => item.id === id)) return { kind: "duplicate" };
  if (!inCatalogue) return { kind: "notInCatalogue" };
  if (items.length >= MAX_LIST_ENTRIES) return { kind: "full" };
  return { kind: "added", items: [...items, { id }] };
}

export function removeFromWishlist(items: readonly WishlistItem[], id: number): WishlistItem[] {
  return items.filter((item) => item.id !== id);
}
