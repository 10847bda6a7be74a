import { useId, type ReactNode } from "react";
import type { Product } from "../../domain/catalogue/product.ts";
import { useT } from "../i18n/use-t.ts";
import { Rating } from "../product-card/rating.tsx";

const count = (value: number) => value.toLocaleString("sv-SE");

/**
 * The rating, how many reviewed it and how many bought it, heading the product's reviews
 * (`children`, product-reviews.tsx) in one section.
 */
export function ReviewSummary({
  product,
  children,
}: {
  product: Pick<Product, "ratingStars" | "totalReviews" | "totalPurchases">;
  children?: ReactNode;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2" data-testid="reviews">
      <h2 id={titleId} className="text-xl font-bold">
        {t("productPage.reviews")}
      </h2>
      {product.totalReviews > 0 && (
        <p className="text-3xl font-bold">
          {t("productPage.reviewAverage", {
            stars: product.ratingStars.toLocaleString("sv-SE"),
          })}
        </p>
      )}
      <Rating product={product} />
      <ul className="flex flex-wrap gap-x-4 text-sm text-ink-muted">
        {product.totalReviews > 0 && (
          <li>{t("productPage.reviewCount", { count: count(product.totalReviews) })}</li>
        )}
        {product.totalPurchases > 0 && (
          <li>{t("productPage.purchases", { count: count(product.totalPurchases) })}</li>
        )}
      </ul>
      {children}
    </section>
  );
}
