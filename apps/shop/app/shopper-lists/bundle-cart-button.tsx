import { useState } from "react";
import { CartIcon } from "../components/icons.tsx";
import { buttonClass } from "../components/button-styles.ts";
import type { Product } from "../../domain/catalogue/product.ts";
import { addProductToCart } from "./cart-store.ts";
import { ListForm } from "./list-buttons.tsx";
import { useListVoice } from "./list-voice.ts";

/**
 * "Bought together": puts every ticked product in the cart, one after the other, so each
 * gets the same checks and message as a single add (stock, sold out, not in the range).
 * Before hydration it is a form post of them all to the cart (decision record 0051).
 */
export function BundleCartButton({ products }: { products: readonly Product[] }) {
  const voice = useListVoice();
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
    <ListForm list="cart" ids={products.map((product) => product.id)} add={() => void addAll()}>
      <button
        type="submit"
        data-action="add-bundle"
        disabled={busy || products.length === 0}
        className={buttonClass("primary", "py-3")}
      >
        <CartIcon />
        {voice.t("lists.action.addBundle", { count: products.length })}
      </button>
    </ListForm>
  );
}
