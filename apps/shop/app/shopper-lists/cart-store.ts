// The cart in this browser: the rules of cart-rules.ts applied to local storage (cartItems),
// with the server's current product data and the shopper told what happened.
import type { Product } from "../../domain/catalogue/product.ts";
import {
  addToCart,
  parseCart,
  reconcileCart,
  removeFromCart,
  setQuantity,
  type AddToCartResult,
  type CartItem,
  type CartOption,
} from "../../domain/shopper-lists/cart-rules.ts";
import { writeCartCookie } from "./cart-cookie-write.ts";
import { showAlert } from "./list-alerts.ts";
import type { ListVoice } from "./list-voice.ts";
import { fetchProducts } from "./product-data.ts";
import { readList, useStoredList, writeList } from "./stored-list.ts";

/** The cart in local storage; `server`: the lines the server rendered from the cart cookie. */
export const useCart = (server?: readonly CartItem[]): readonly CartItem[] =>
  useStoredList("cart", parseCart, server);

const readCart = () => readList("cart", parseCart);
const saveCart = (items: readonly CartItem[]) => {
  writeList("cart", items);
  writeCartCookie(items);
};

/** Brings the cookie in step with local storage (a cart kept from before the cookie existed). */
export const syncCartCookie = () => writeCartCookie(readCart());

/** After a paid order: the cart it bought is done with. */
export const emptyCartAfterOrder = () => saveCart([]);

function sayAdded(result: AddToCartResult, product: Product | undefined, voice: ListVoice) {
  const { t } = voice;
  const name = product ? voice.name(product.name) : "";
  switch (result.kind) {
    case "added":
      return showAlert(t("lists.cart.added", { name }));
    case "increased":
      return showAlert(t("lists.cart.increased", { name, count: result.quantity }));
    case "capped":
      return showAlert(t("lists.cart.capped", { name, count: result.inStock }));
    case "allInCart":
      return showAlert(t("lists.cart.allInCart", { name, count: result.inStock }), "error");
    case "soldOut":
    case "discontinued":
      return showAlert(t(`lists.cart.${result.kind}`, { name }), "error");
    case "cartFull":
      return showAlert(t("lists.cart.full"), "error");
    case "notInCatalogue":
      return showAlert(t("lists.notInCatalogue"), "error");
  }
}

/**
 * Adds a product by id, checked against the server's current data (it exists, is on sale and
 * in stock). Resolves to whether the cart changed.
 */
export async function addProductToCart(
  id: number,
  voice: ListVoice,
  quantity = 1,
  option: CartOption = {},
): Promise<boolean> {
  let product: Product | undefined;
  try {
    [product] = await fetchProducts([id]);
  } catch {
    showAlert(voice.t("lists.network"), "error");
    return false;
  }
  const result = addToCart(readCart(), product, quantity, option);
  if ("items" in result) saveCart(result.items);
  sayAdded(result, product, voice);
  return "items" in result;
}

export function changeCartQuantity(
  key: string,
  quantity: number,
  product: Product,
  voice: ListVoice,
): void {
  const result = setQuantity(readCart(), key, quantity, product);
  saveCart(result.items);
  if (result.capped) {
    showAlert(
      voice.t("lists.cart.quantityCapped", {
        name: voice.name(product.name),
        count: result.quantity,
      }),
      "error",
    );
  }
}

export function removeCartLine(key: string, product: Product | undefined, voice: ListVoice): void {
  saveCart(removeFromCart(readCart(), key));
  if (product) showAlert(voice.t("lists.cart.removed", { name: voice.name(product.name) }));
}

export function clearCart(voice: ListVoice): void {
  saveCart([]);
  showAlert(voice.t("lists.cart.cleared"));
}

/** Lowers quantities to the stock and drops what can no longer be bought, telling the shopper. */
export function reconcileStoredCart(products: ReadonlyMap<number, Product>, voice: ListVoice) {
  const { items, changes } = reconcileCart(readCart(), products);
  if (changes.length === 0) return;
  saveCart(items);
  for (const change of changes) {
    const product = products.get(change.id);
    const name = product ? voice.name(product.name) : undefined;
    if (change.kind === "clamped" && name) {
      showAlert(voice.t("lists.cart.clamped", { name, count: change.quantity }), "error");
    } else if (name) {
      showAlert(voice.t("lists.cart.gone", { name }), "error");
    } else {
      showAlert(voice.t("lists.cart.goneUnknown"), "error");
    }
  }
}
