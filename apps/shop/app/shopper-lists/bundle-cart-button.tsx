import { useState } from "react";
import { CartIcon } from "../components/icons.tsx";
import { buttonClass } from "../components/button-styles.ts";
import { useHydrated } from "../components/use-hydrated.ts";
import type { Product } from "../catalogue/product.ts";
import { addProductToCart } from "./cart-store.ts";
import { useListVoice } from "./list-voice.ts";

/**
 * "Bought together": puts every ticked product in the cart, one after the other, so each
 * gets the same checks and message as a single add (stock, sold out, not in the range).
 */
export function BundleCartButton({ products }: { products: readonly Product[] }) {
  const voice = useListVoice();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  async function addAll() {
    setBusy(true);
    try {
      for (const product of products) await addProductToCart(product.id, voice);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      data-action="add-bundle"
      disabled={!hydrated || busy || products.length === 0}
      onClick={() => void addAll()}
      className={buttonClass("primary", "py-3")}
    >
      <CartIcon />
      {voice.t("lists.action.addBundle", { count: products.length })}
    </button>
  );
}
