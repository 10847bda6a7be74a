// The three list buttons, shared by product cards and the product page's buy box. Until the
// page is hydrated they are disabled: a click before then would be lost.
import type { ReactNode } from "react";
import type { CardProduct } from "../catalogue/card-product.ts";
import { buttonClass } from "../components/button-styles.ts";
import { CartIcon, CompareIcon, HeartIcon } from "../components/icons.tsx";
import { useHydrated } from "../components/use-hydrated.ts";
import { isBuyable, stockLevel } from "../product-card/stock-status.tsx";
import type { CartOption } from "./cart-rules.ts";
import { addProductToCart } from "./cart-store.ts";
import { addProductToCompare, useCompare } from "./compare-store.ts";
import { useListVoice } from "./list-voice.ts";
import { addProductToWishlist, useWishlist } from "./wishlist-store.ts";

type Size = "card" | "box";

const ICON_BUTTON =
  "inline-flex items-center justify-center rounded-control border border-line bg-surface p-2 text-ink hover:bg-surface-muted disabled:opacity-60";

/**
 * Add to cart. A sold-out or discontinued product keeps a focusable button marked unavailable
 * (aria-disabled) that says why when pressed, rather than a silent dead control.
 */
export function AddToCartButton({
  product,
  quantity = 1,
  option,
  size = "card",
  children,
}: {
  product: CardProduct;
  quantity?: number;
  option?: CartOption;
  size?: Size;
  children?: ReactNode;
}) {
  const voice = useListVoice();
  const hydrated = useHydrated();
  const buyable = isBuyable(product);
  const level = stockLevel(product);
  const label = buyable
    ? voice.t("lists.action.addToCart")
    : voice.t(level === "discontinued" ? "product.stock.discontinued" : "product.stock.soldOut");
  return (
    <button
      type="button"
      data-action="add-to-cart"
      disabled={!hydrated}
      aria-disabled={buyable ? undefined : true}
      onClick={() => void addProductToCart(product.id, voice, quantity, option)}
      className={buttonClass(
        buyable ? "primary" : "secondary",
        `${size === "box" ? "w-full py-3 text-base" : "flex-1"} ${buyable ? "" : "opacity-70"}`,
      )}
    >
      <CartIcon />
      {children ?? label}
      <span className="sr-only">: {voice.name(product.name)}</span>
    </button>
  );
}

export function WishlistButton({ product, size = "card" }: { product: CardProduct; size?: Size }) {
  const voice = useListVoice();
  const hydrated = useHydrated();
  const saved = useWishlist().some((item) => item.id === product.id);
  const label = voice.t(saved ? "lists.action.inWishlist" : "lists.action.addToWishlist");
  return (
    <button
      type="button"
      data-action="wishlist"
      data-saved={saved}
      disabled={!hydrated}
      onClick={() => void addProductToWishlist(product.id, voice)}
      className={size === "box" ? buttonClass("secondary") : ICON_BUTTON}
      title={size === "card" ? label : undefined}
    >
      <span className={saved ? "text-primary-ink [&_svg]:fill-current" : ""}>
        <HeartIcon />
      </span>
      <span className={size === "card" ? "sr-only" : ""}>{label}</span>
      <span className="sr-only">: {voice.name(product.name)}</span>
    </button>
  );
}

export function CompareButton({ product, size = "card" }: { product: CardProduct; size?: Size }) {
  const voice = useListVoice();
  const hydrated = useHydrated();
  const listed = useCompare().some((item) => item.id === product.id);
  const label = voice.t(listed ? "lists.action.inCompare" : "lists.action.compare");
  return (
    <button
      type="button"
      data-action="compare"
      data-listed={listed}
      disabled={!hydrated}
      onClick={() => void addProductToCompare(product.id, voice)}
      className={size === "box" ? buttonClass("secondary") : ICON_BUTTON}
      title={size === "card" ? label : undefined}
    >
      <span className={listed ? "text-primary-ink" : ""}>
        <CompareIcon />
      </span>
      <span className={size === "card" ? "sr-only" : ""}>{label}</span>
      <span className="sr-only">: {voice.name(product.name)}</span>
    </button>
  );
}
