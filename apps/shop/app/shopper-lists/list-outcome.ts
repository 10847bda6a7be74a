// The sentence a list's page shows after a form post answered 303 to it
// (`?result=<outcome>&product=<id>`, list-post.server.ts): only outcomes the post can have,
// and only for a product the list now holds, so an edited address shows nothing made up.
import type { Product } from "../../domain/catalogue/product.ts";
import type { MessageKey } from "../i18n/messages.ts";
import type { ShopList } from "../layout/shop-lists.ts";
import { OUTCOME_PARAM, OUTCOME_PRODUCT_PARAM } from "./list-form.ts";
import type { ListNotice } from "./list-notice.ts";

const OUTCOMES: Record<ShopList, Partial<Record<string, MessageKey>>> = {
  cart: {
    added: "lists.cart.added",
    increased: "lists.cart.increased",
    capped: "lists.cart.capped",
  },
  wishlist: { added: "lists.wishlist.added", duplicate: "lists.wishlist.duplicate" },
  compare: {
    added: "lists.compare.added",
    duplicate: "lists.compare.duplicate",
    replaced: "lists.compare.replaced",
  },
};

/**
 * The notice for the address's outcome, naming `products`' product of that id (the list's own
 * products); `count`: how many of it the list holds.
 */
export function outcomeNotice(
  list: ShopList,
  params: URLSearchParams,
  products: readonly Product[],
  count: (id: number) => number = () => 1,
): ListNotice | undefined {
  const outcome = params.get(OUTCOME_PARAM) ?? "";
  // Own keys only: "constructor" or "toString" in the address are no outcome.
  const key = Object.hasOwn(OUTCOMES[list], outcome) ? OUTCOMES[list][outcome] : undefined;
  const id = Number(params.get(OUTCOME_PRODUCT_PARAM));
  const product = products.find((candidate) => candidate.id === id);
  if (!key || !product) return undefined;
  return { key, tone: "info", name: product.name, count: count(id) };
}
