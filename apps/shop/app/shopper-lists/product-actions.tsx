import type { CardProduct } from "../catalogue/card-product.ts";
import { AddToCartButton, CompareButton, WishlistButton } from "./list-buttons.tsx";

/** A product card's buttons: add to cart, save to the wishlist, compare (spec §4). */
export function ProductActions({ product }: { product: CardProduct }) {
  return (
    <>
      <AddToCartButton product={product} />
      <WishlistButton product={product} />
      <CompareButton product={product} />
    </>
  );
}
