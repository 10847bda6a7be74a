import { useId } from "react";
import type { CardProduct } from "../catalogue/card-product.ts";
import { useT } from "../i18n/use-t.ts";
import { ProductCard } from "../product-card/product-card.tsx";

/** Related products (related-products.ts) as cards, below the fold: pictures load lazily. */
export function RelatedSection({ products }: { products: readonly CardProduct[] }) {
  const t = useT();
  const titleId = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4" data-testid="related">
      <h2 id={titleId} className="text-xl font-bold">
        {t("productPage.related")}
      </h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {products.map((product) => (
          <li key={product.id} className="flex [&>article]:w-full">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
