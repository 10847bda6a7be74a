// One typeahead suggestion as /api/search/suggest sends it: enough to draw a row and follow it.
import type { Language } from "../../../domain/language.ts";
import { imageUrl } from "../../../domain/catalogue/product-images.ts";
import { productPath } from "../../../domain/catalogue/product-path.ts";
import type { Product } from "../../../domain/catalogue/product.ts";

/** At most this many suggestions are shown under a search box. */
export const MAX_SUGGESTIONS = 8;

export interface Suggestion {
  id: number;
  name: string;
  brand: string;
  url: string;
  /** Price now in öre incl. moms; the browser shows it in the visitor's currency. */
  price: number;
  /** A 160 px WebP thumbnail; undefined for a product without images. */
  thumbnail?: string;
}

export interface SuggestResponse {
  query: string;
  /** How many products match; the suggestions are the best of them. */
  total: number;
  suggestions: Suggestion[];
}

export function toSuggestion(product: Product, language: Language): Suggestion {
  const [image] = product.images;
  return {
    id: product.id,
    name: product.name[language],
    brand: product.brand,
    url: productPath(product),
    price: product.price,
    thumbnail: image && imageUrl(image.src, 160, "webp"),
  };
}
