// The three list buttons, shared by product cards and the product page's buy box. Each is a
// plain form posted to its list's page (list-post.server.ts), so a tap before the page is
// hydrated, or without JavaScript, still adds the product; once hydrated the browser adds it
// itself, with no page load (decision record 0051).
import type { FormEvent, ReactNode } from "react";
import type { CardProduct } from "../catalogue/card-product.ts";
import { buttonClass } from "../components/button-styles.ts";
import { CartIcon, CompareIcon, HeartIcon } from "../components/icons.tsx";
import { isBuyable, stockLevel } from "../../domain/catalogue/stock-level.ts";
import type { CartOption } from "../../domain/shopper-lists/cart-rules.ts";
import { addProductToCart } from "./cart-store.ts";
import { addProductToCompare, useCompare } from "./compare-store.ts";
import { COLOR_FIELD, listPage, PRODUCT_FIELD, QUANTITY_FIELD, SIZE_FIELD } from "./list-form.ts";
import type { ShopList } from "../layout/shop-lists.ts";
import { useListVoice } from "./list-voice.ts";
import { addProductToWishlist, useWishlist } from "./wishlist-store.ts";

type Size = "card" | "box";

/**
 * A list's form around its button: posted to the list's page until the page is hydrated,
 * then `add` instead. `display: contents` leaves the button where the layout puts it.
 */
export function ListForm({
  list,
  ids,
  fields = {},
  add,
  children,
}: {
  list: ShopList;
  ids: readonly number[];
  fields?: Record<string, string | number | undefined>;
  add: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add();
  };
  return (
    <form method="post" action={listPage(list)} onSubmit={submit} className="contents">
      {ids.map((id) => (
        <input key={id} type="hidden" name={PRODUCT_FIELD} value={id} />
      ))}
      {Object.entries(fields).map(
        ([name, value]) =>
          value !== undefined && <input key={name} type="hidden" name={name} value={value} />,
      )}
      {children}
    </form>
  );
}

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
  const buyable = isBuyable(product);
  const level = stockLevel(product);
  const label = buyable
    ? voice.t("lists.action.addToCart")
    : voice.t(level === "discontinued" ? "product.stock.discontinued" : "product.stock.soldOut");
  return (
    <ListForm
      list="cart"
      ids={[product.id]}
      fields={{
        [QUANTITY_FIELD]: quantity === 1 ? undefined : quantity,
        [COLOR_FIELD]: option?.color || undefined,
        [SIZE_FIELD]: option?.size || undefined,
      }}
      add={() => void addProductToCart(product.id, voice, quantity, option)}
    >
      <button
        type="submit"
        data-action="add-to-cart"
        aria-disabled={buyable ? undefined : true}
        className={buttonClass(
          buyable ? "primary" : "secondary",
          `${size === "box" ? "w-full py-3 text-base" : "flex-1"} ${buyable ? "" : "opacity-70"}`,
        )}
      >
        <CartIcon />
        {children ?? label}
        <span className="sr-only">: {voice.name(product.name)}</span>
      </button>
    </ListForm>
  );
}

export function WishlistButton({ product, size = "card" }: { product: CardProduct; size?: Size }) {
  const voice = useListVoice();
  const saved = useWishlist().some((item) => item.id === product.id);
  const label = voice.t(saved ? "lists.action.inWishlist" : "lists.action.addToWishlist");
  return (
    <ListForm
      list="wishlist"
      ids={[product.id]}
      add={() => void addProductToWishlist(product.id, voice)}
    >
      <button
        type="submit"
        data-action="wishlist"
        data-saved={saved}
        className={size === "box" ? buttonClass("secondary") : ICON_BUTTON}
        title={size === "card" ? label : undefined}
      >
        <span className={saved ? "text-primary-ink [&_svg]:fill-current" : ""}>
          <HeartIcon />
        </span>
        <span className={size === "card" ? "sr-only" : ""}>{label}</span>
        <span className="sr-only">: {voice.name(product.name)}</span>
      </button>
    </ListForm>
  );
}

export function CompareButton({ product, size = "card" }: { product: CardProduct; size?: Size }) {
  const voice = useListVoice();
  const listed = useCompare().some((item) => item.id === product.id);
  const label = voice.t(listed ? "lists.action.inCompare" : "lists.action.compare");
  return (
    <ListForm
      list="compare"
      ids={[product.id]}
      add={() => void addProductToCompare(product.id, voice)}
    >
      <button
        type="submit"
        data-action="compare"
        data-listed={listed}
        className={size === "box" ? buttonClass("secondary") : ICON_BUTTON}
        title={size === "card" ? label : undefined}
      >
        <span className={listed ? "text-primary-ink" : ""}>
          <CompareIcon />
        </span>
        <span className={size === "card" ? "sr-only" : ""}>{label}</span>
        <span className="sr-only">: {voice.name(product.name)}</span>
      </button>
    </ListForm>
  );
}
