import { useT } from "../i18n/use-t.ts";
import type { Product } from "../../domain/catalogue/product.ts";

/** Five stars filled to the rating, with the rating in words for screen readers. */
export function Rating({ product }: { product: Pick<Product, "ratingStars" | "totalReviews"> }) {
  const t = useT();
  if (product.totalReviews === 0) {
    return <p className="text-sm text-ink-muted">{t("product.ratingNone")}</p>;
  }
  const stars = product.ratingStars.toLocaleString("sv-SE");
  const percent = Math.max(0, Math.min(100, (product.ratingStars / 5) * 100));
  return (
    <p className="flex items-center gap-1 text-sm text-ink-muted">
      <span className="relative inline-block leading-none" aria-hidden="true">
        <span className="text-line">★★★★★</span>
        <span
          className="absolute inset-y-0 start-0 overflow-hidden text-amber-500"
          style={{ width: `${percent}%` }}
        >
          ★★★★★
        </span>
      </span>
      <span className="sr-only">{t("product.rating", { stars, count: product.totalReviews })}</span>
      <span aria-hidden="true">({product.totalReviews})</span>
    </p>
  );
}
