import type { Product } from "../../domain/catalogue/product.ts";
import type { CartOption } from "../../domain/shopper-lists/cart-rules.ts";
import { AddToCartButton, CompareButton, WishlistButton } from "./list-buttons.tsx";

/**
 * The product page's buy box: the chosen quantity and colour or size go into the cart; the
 * wishlist and compare buttons below it.
 */
export function BuyBoxActions({
  product,
  quantity = 1,
  option,
}: {
  product: Product;
  quantity?: number;
  option?: CartOption;
}) {
  return (
    <div className="flex flex-col gap-2" data-buy-box-actions>
      <AddToCartButton product={product} quantity={quantity} option={option} size="box" />
      <div className="flex flex-wrap gap-2">
        <WishlistButton product={product} size="box" />
        <CompareButton product={product} size="box" />
      </div>
    </div>
  );
}
