import type { ReactNode } from "react";
import { Link } from "react-router";
import { CartIcon, CompareIcon, HeartIcon, UserIcon } from "../../components/icons.tsx";
import { Price } from "../../components/price.tsx";
import { useT } from "../../i18n/use-t.ts";
import { useListCount } from "../shop-lists.ts";

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
    <Link
      to={to}
      className="relative flex items-center gap-1 rounded-control p-2 hover:bg-surface-muted"
    >
      {icon}
      <span className="sr-only">
        {label}, {t("header.itemCount", { count })}
      </span>
      <span
        aria-hidden="true"
        data-counter={label}
        className="absolute -end-1 -top-1 min-w-5 rounded-full bg-primary px-1 text-center text-xs text-on-primary"
      >
        {count}
      </span>
    </Link>
  );
}

/** Account entry and the counters for compare, wishlist and cart (spec §2 shell). */
export function HeaderCounters() {
  const t = useT();
  const compare = useListCount("compare");
  const wishlist = useListCount("wishlist");
  const cart = useListCount("cart");
  return (
    <div className="flex items-center gap-1">
      <Link
        to="/login"
        className="flex items-center gap-1 rounded-control p-2 hover:bg-surface-muted"
      >
        <UserIcon />
        <span className="hidden text-sm sm:inline">{t("header.account")}</span>
        <span className="sr-only sm:hidden">{t("header.account")}</span>
      </Link>
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
      <Counter to="/page/cart" label={t("header.cart")} count={cart} icon={<CartIcon />} />
      {/* Nothing can be added to the cart yet, so its total is honestly zero. */}
      <span className="hidden text-sm font-semibold md:inline" data-testid="cart-total">
        <Price ore={0} total />
      </span>
    </div>
  );
}
