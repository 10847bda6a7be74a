import { useId, useState } from "react";
import { Link } from "react-router";
import { productPath } from "../../domain/catalogue/product-path.ts";
import type { Product } from "../../domain/catalogue/product.ts";
import { Price } from "../components/price.tsx";
import { ProductPicture } from "../components/product-picture.tsx";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";
import type { BundleActions } from "./product-selection.ts";

/** The sum of the prices of the ticked products, in öre. */
export function bundleTotal(
  products: readonly Pick<Product, "id" | "price">[],
  ticked: ReadonlySet<number>,
): number {
  return products.reduce((sum, product) => (ticked.has(product.id) ? sum + product.price : sum), 0);
}

/**
 * "Köps ofta tillsammans": the product and its partners (bundle-partners.ts), each with a
 * box to keep it in or leave it out, and the total of what is ticked. `actions` gets the
 * ticked products (adding them to the cart is the cart's business).
 */
export function BundleOffer({
  products,
  actions,
}: {
  /** The page's product first. */
  products: readonly Product[];
  actions?: BundleActions;
}) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const [ticked, setTicked] = useState<ReadonlySet<number>>(
    () => new Set(products.map((product) => product.id)),
  );
  const chosen = products.filter((product) => ticked.has(product.id));

  const toggle = (id: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-card border border-line p-4"
      data-testid="bundle"
    >
      <h2 id={titleId} className="text-xl font-bold">
        {t("productPage.bundle.title")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {products.map((product, i) => {
          const image = product.images[0];
          return (
            <li key={product.id} className="flex gap-3 rounded-card bg-surface-muted p-3">
              <div className="w-20 shrink-0">
                {image && <ProductPicture image={image} language={language} sizes="80px" />}
              </div>
              <div className="flex flex-col gap-1 text-sm">
                <label className="flex items-start gap-2 font-semibold">
                  <input
                    type="checkbox"
                    checked={ticked.has(product.id)}
                    onChange={() => toggle(product.id)}
                    className="mt-1 size-4"
                  />
                  <span>
                    <span className="sr-only">{t("productPage.bundle.include")}: </span>
                    {i === 0 && (
                      <span className="block text-xs font-normal text-ink-muted">
                        {t("productPage.bundle.thisItem")}
                      </span>
                    )}
                    {product.name[language]}
                  </span>
                </label>
                {i > 0 && (
                  <Link to={productPath(product)} className="text-xs underline">
                    {t("productPage.bundle.details")}
                    <span className="sr-only">: {product.name[language]}</span>
                  </Link>
                )}
                <Price ore={product.price} />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-lg" data-testid="bundle-total">
          {chosen.length === 0 ? (
            t("productPage.bundle.none")
          ) : (
            <>
              {t("productPage.bundle.total", { count: chosen.length, all: products.length })}:{" "}
              <strong>
                <Price ore={bundleTotal(products, ticked)} total />
              </strong>
            </>
          )}
        </p>
        {actions && <div className="flex flex-wrap gap-2">{actions(chosen)}</div>}
      </div>
    </section>
  );
}
