import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { CartIcon, CompareIcon, HeartIcon } from "../../components/icons.tsx";
import { Price } from "../../components/price.tsx";
import { useHydrated } from "../../components/use-hydrated.ts";
import { useT } from "../../i18n/use-t.ts";
import { cartUnits } from "../../../domain/shopper-lists/cart-rules.ts";
import { reconcileStoredCart, syncCartCookie } from "../../shopper-lists/cart-store.ts";
import { useCompare } from "../../shopper-lists/compare-store.ts";
import { useListVoice } from "../../shopper-lists/list-voice.ts";
import { useCartSummary } from "../../shopper-lists/use-cart-summary.ts";
import { useWishlist } from "../../shopper-lists/wishlist-store.ts";
import { POSTED_COOKIE } from "../../shopper-lists/list-form.ts";
import { useModals } from "../modals.tsx";
import { AccountMenu } from "./account-menu.tsx";
import { MiniCart } from "./mini-cart.tsx";

const COUNTER_CLASS = "relative flex items-center gap-1 rounded-control p-2 hover:bg-surface-muted";

function Badge({ label, count }: { label: string; count: number }) {
  return (
    <span
      aria-hidden="true"
      data-counter={label}
      className="absolute -end-1 -top-1 min-w-5 rounded-full bg-primary px-1 text-center text-xs text-on-primary"
    >
      {count}
    </span>
  );
}

function Counter({
  to,
  label,
  count,
  icon,
}: {
  to: string;
  label: string;
  count: number;
  icon: ReactNode;
}) {
  const t = useT();
  return (
    <Link to={to} className={COUNTER_CLASS}>
      {icon}
      <span className="sr-only">
        {label}, {t("header.itemCount", { count })}
      </span>
      <Badge label={label} count={count} />
    </Link>
  );
}

/**
 * The cart counter. Server-rendered it is a link to the cart page (it works without
 * JavaScript); once hydrated it is the button of the mini cart.
 */
function CartCounter() {
  const t = useT();
  const voice = useListVoice();
  const hydrated = useHydrated();
  const modals = useModals();
  const toggle = useRef<HTMLButtonElement>(null);
  const { items, lines, total, products, status } = useCartSummary();
  const count = cartUnits(items);
  const label = t("header.cart");

  // Checkout reads the cart from a cookie: bring it in step with what this browser keeps. After
  // a list's form post (before hydration, or without JavaScript) the cookies hold what the post
  // added: take that in first (decision record 0051).
  useEffect(() => {
    if (!document.cookie.includes(`${POSTED_COOKIE}=`)) return syncCartCookie();
    void import("../../shopper-lists/list-cookie-merge.ts").then((merge) =>
      merge.mergeListCookies(),
    );
  }, []);

  // Spec §4: the cart never holds more than the stock; the server's answer may have changed.
  useEffect(() => {
    if (status === "ready" && items.length > 0) reconcileStoredCart(products, voice);
  }, [status, items, products, voice]);

  const open = modals.isOpen("mini-cart");
  const content = (
    <>
      <CartIcon />
      <span className="sr-only">
        {label}, {t("header.itemCount", { count })}
      </span>
      <Badge label={label} count={count} />
    </>
  );
  return (
    <>
      {hydrated ? (
        <button
          ref={toggle}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls="mini-cart"
          data-testid="mini-cart-toggle"
          onClick={() => (open ? modals.close("mini-cart") : modals.open("mini-cart"))}
          className={COUNTER_CLASS}
        >
          {content}
        </button>
      ) : (
        <Link to="/page/cart" className={COUNTER_CLASS}>
          {content}
        </Link>
      )}
      {/* A fixed width for the total, so filling it in after hydration moves nothing. */}
      <span
        className="hidden min-w-28 text-end text-sm font-semibold tabular-nums md:inline-block"
        data-testid="cart-total"
      >
        <Price ore={total} total />
      </span>
      <MiniCart lines={lines} total={total} toggle={toggle} />
    </>
  );
}

/** Account entry and the counters for compare, wishlist and cart (spec §2 shell). */
export function HeaderCounters() {
  const t = useT();
  const compare = useCompare().length;
  const wishlist = useWishlist().length;
  return (
    <div className="flex items-center gap-1">
      <AccountMenu />
      <Counter
        to="/page/compare"
        label={t("header.compare")}
        count={compare}
        icon={<CompareIcon />}
      />
      <Counter
        to="/page/wishlist"
        label={t("header.wishlist")}
        count={wishlist}
        icon={<HeartIcon />}
      />
      <CartCounter />
    </div>
  );
}
