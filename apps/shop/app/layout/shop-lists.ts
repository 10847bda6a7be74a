import { useSyncExternalStore } from "react";

/**
 * Where the browser keeps the shopper's lists (spec §3: the wishlist under wishlistItems in
 * local storage; cart and compare follow the same shape). Storing them needs no consent: the
 * shopper builds them (market.md). The cart and compare features come in a later issue, so
 * today these are empty unless something else wrote them.
 */
export const LIST_STORAGE_KEY = {
  cart: "cartItems",
  wishlist: "wishlistItems",
  compare: "compareItems",
} as const;

export type ShopList = keyof typeof LIST_STORAGE_KEY;

function readCount(key: string): number {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/** How many items a list holds; 0 on the server and during hydration. */
export function useListCount(list: ShopList): number {
  return useSyncExternalStore(
    subscribe,
    () => readCount(LIST_STORAGE_KEY[list]),
    () => 0,
  );
}
