import { useId } from "react";
import type { Product } from "../../domain/catalogue/product.ts";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";

/**
 * Who made the product, where to reach them, and how to use it safely: what the EU General
 * Product Safety Regulation asks a shop to show (market.md).
 */
export function ManufacturerInfo({
  product,
}: {
  product: Pick<Product, "manufacturer" | "manufacturerAddress" | "safety">;
}) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const safety = product.safety[language];
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2 text-sm" data-testid="safety">
      <h2 id={titleId} className="text-base font-semibold">
        {t("productPage.safety.title")}
      </h2>
      <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("productPage.safety.manufacturer")}</dt>
        <dd>{product.manufacturer}</dd>
        {product.manufacturerAddress && (
          <>
            <dt className="font-semibold">{t("productPage.safety.address")}</dt>
            <dd>{product.manufacturerAddress}</dd>
          </>
        )}
        {safety && (
          <>
            <dt className="font-semibold">{t("productPage.safety.information")}</dt>
            <dd>{safety}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
