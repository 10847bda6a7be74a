// schema.org Product data for search engines, from what the page shows: the price in SEK as
// a decimal string, availability from stock, the rating only when someone has reviewed it, and
// the first of the reviews the page shows.
import { imageUrl } from "../../domain/catalogue/product-images.ts";
import { productPath } from "../../domain/catalogue/product-path.ts";
import type { Product } from "../../domain/catalogue/product.ts";
import type { Language } from "../../domain/language.ts";
import type { PublicReview } from "../reviews/public-review.ts";

type Described = Pick<
  Product,
  | "id"
  | "slug"
  | "sku"
  | "name"
  | "description"
  | "brand"
  | "images"
  | "price"
  | "available"
  | "inStock"
  | "ratingStars"
  | "totalReviews"
>;

const SCHEMA = "https://schema.org/";

/** Öre to a decimal string of kronor: 1599000 → "15990.00". */
export function sekDecimal(ore: number): string {
  const sign = ore < 0 ? "-" : "";
  const abs = Math.abs(ore);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export function availability(product: Pick<Product, "available" | "inStock">): string {
  if (!product.available) return `${SCHEMA}Discontinued`;
  return `${SCHEMA}${product.inStock > 0 ? "InStock" : "OutOfStock"}`;
}

/** How many of the shown reviews the data repeats for search engines. */
const JSON_LD_REVIEWS = 5;

export function productJsonLd(
  product: Described,
  {
    origin,
    language,
    reviews = [],
  }: { origin: string; language: Language; reviews?: readonly PublicReview[] },
): Record<string, unknown> {
  const url = `${origin}${productPath(product)}`;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name[language],
    sku: product.sku,
    brand: { "@type": "Brand", name: product.brand },
    image: product.images.map((image) => `${origin}${imageUrl(image.src, 960, "webp")}`),
    description: product.description[language],
    url,
    offers: {
      "@type": "Offer",
      url,
      price: sekDecimal(product.price),
      priceCurrency: "SEK",
      availability: availability(product),
    },
    ...(product.totalReviews > 0 && {
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: product.ratingStars,
        reviewCount: product.totalReviews,
        bestRating: 5,
        worstRating: 1,
      },
    }),
    ...(reviews.length > 0 && {
      review: reviews.slice(0, JSON_LD_REVIEWS).map((review) => ({
        "@type": "Review",
        name: review.title,
        reviewBody: review.body,
        datePublished: review.createdAt.slice(0, 10),
        author: { "@type": "Person", name: review.name },
        reviewRating: {
          "@type": "Rating",
          ratingValue: review.stars,
          bestRating: 5,
          worstRating: 1,
        },
      })),
    }),
  };
}

/**
 * JSON for a <script type="application/ld+json">: "<" written as \u003c, so no text in the
 * data ("</script>", "<!--") can end the script element early.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
