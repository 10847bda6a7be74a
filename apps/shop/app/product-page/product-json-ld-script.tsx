import type { Product } from "../../domain/catalogue/product.ts";
import type { PublicReview } from "../reviews/public-review.ts";
import { useLanguage, useRootData } from "../root-data.ts";
import { jsonLdText, productJsonLd } from "./product-json-ld.ts";

/** The product's schema.org data, in the page's language, with absolute urls. */
export function ProductJsonLdScript({
  product,
  reviews,
}: {
  product: Product;
  /** The reviews the page shows, as schema.org Review items. */
  reviews: readonly PublicReview[];
}) {
  const language = useLanguage();
  const origin = useRootData()?.origin ?? "";
  return (
    <script
      type="application/ld+json"
      // JSON with "<" escaped (jsonLdText), so it cannot end the script element.
      dangerouslySetInnerHTML={{
        __html: jsonLdText(productJsonLd(product, { origin, language, reviews })),
      }}
    />
  );
}
