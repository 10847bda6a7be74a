import { useId } from "react";
import type { Product } from "../../domain/catalogue/product.ts";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";

/** The description and the selling points. */
export function ProductAbout({ product }: { product: Pick<Product, "description" | "feature"> }) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const featuresId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-xl font-bold">
        {t("productPage.about")}
      </h2>
      <p className="max-w-prose">{product.description[language]}</p>
      {product.feature.length > 0 && (
        <>
          <h3 id={featuresId} className="font-semibold">
            {t("productPage.features")}
          </h3>
          <ul aria-labelledby={featuresId} className="list-disc ps-5" data-testid="features">
            {product.feature.map((feature, i) => (
              <li key={i}>{feature[language]}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
