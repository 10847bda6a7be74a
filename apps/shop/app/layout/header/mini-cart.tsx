import { useEffect, useRef, type RefObject } from "react";
import { Link } from "react-router";
import { productPath } from "../../../domain/catalogue/product-path.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { CloseIcon } from "../../components/icons.tsx";
import { Price } from "../../components/price.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { CartLine } from "../../shopper-lists/cart-lines.ts";
import { useLanguage } from "../../root-data.ts";
import { useModals } from "../modals.tsx";

/** Tab from the last control goes to the first and back: focus stays in the open dialog. */
function keepFocusInside(event: KeyboardEvent, panel: HTMLElement) {
  if (event.key !== "Tab") return;
  const focusable = panel.querySelectorAll<HTMLElement>("a[href], button");
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The header's cart panel: one of the overlay's modals (modals.tsx: Escape, the overlay and a
 * page change close it). Focus moves into it on opening and back to its button on closing.
 */
export function MiniCart({
  lines,
  total,
  toggle,
}: {
  lines: readonly CartLine[];
  total: number;
  toggle: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT();
  const language = useLanguage();
  const modals = useModals();
  const open = modals.isOpen("mini-cart");
  const panel = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) panel.current?.focus();
    else if (wasOpen.current) toggle.current?.focus();
    wasOpen.current = open;
  }, [open, toggle]);

  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const onKeyDown = (event: KeyboardEvent) => keepFocusInside(event, element);
    element.addEventListener("keydown", onKeyDown);
    return () => element.removeEventListener("keydown", onKeyDown);
  }, [open]);

  if (!open) return null;
  return (
    <div
      id="mini-cart"
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby="mini-cart-title"
      tabIndex={-1}
      className="fixed end-2 top-2 z-50 flex max-h-[calc(100vh-1rem)] w-96 max-w-[calc(100vw-1rem)] flex-col gap-3 overflow-y-auto rounded-card bg-surface p-4 text-ink shadow-xl outline-none"
    >
      <div className="flex items-center justify-between">
        <h2 id="mini-cart-title" className="text-lg font-bold">
          {t("lists.miniCart.title")}
        </h2>
        <button
          type="button"
          onClick={() => modals.close("mini-cart")}
          className="rounded-control p-2 hover:bg-surface-muted"
        >
          <CloseIcon />
          <span className="sr-only">{t("common.close")}</span>
        </button>
      </div>
      {lines.length === 0 ? (
        <p className="text-ink-muted">{t("lists.miniCart.empty")}</p>
      ) : (
        <ul className="divide-y divide-line">
          {lines.map((line) => (
            <li key={line.key} className="flex items-start justify-between gap-3 py-2">
              <div>
                <Link to={productPath(line.product)} className="font-medium hover:underline">
                  {line.product.name[language]}
                </Link>
                <p className="text-sm text-ink-muted" data-mini-cart-quantity>
                  {line.item.quantity} × <Price ore={line.product.price} />
                </p>
              </div>
              <span className="font-semibold whitespace-nowrap">
                <Price ore={line.total} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="flex justify-between border-t border-line pt-3 font-semibold">
        <span>{t("page.cart.total")}</span>
        <span data-testid="mini-cart-total">
          <Price ore={total} total />
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to="/page/cart" className={buttonClass("secondary", "flex-1")}>
          {t("lists.miniCart.toCart")}
        </Link>
        {lines.length > 0 && (
          <Link to="/page/checkout" className={buttonClass("primary", "flex-1")}>
            {t("lists.miniCart.toCheckout")}
          </Link>
        )}
      </div>
    </div>
  );
}
