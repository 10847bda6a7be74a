// Search over the catalogue (app/catalogue/search/). The index is built from catalogue.all()
// and kept for INDEX_TTL_MS: building it takes a few milliseconds for ≈200 products, reading
// them takes longer, and a product added a minute late to search results is harmless. The
// products shown are read by id from the pages' catalogue (cached-catalogue.ts), so prices and
// stock in results are as current as on every other page.
import type { Product } from "../../app/catalogue/product.ts";
import { buildSearchIndex, type SearchIndex } from "../../app/catalogue/search/search-index.ts";
import { searchProducts } from "../../app/catalogue/search/search-products.ts";
import type { Language } from "../../app/i18n/language.ts";
import type { Catalogue, Clock } from "./catalogue.ts";

export const INDEX_TTL_MS = 60_000;

export interface SearchResults {
  /** How many products match, of which `products` are the best `limit`. */
  total: number;
  products: Product[];
}

export interface CatalogueSearch {
  /** The best `limit` products for an already cleaned query (clean-query.ts). */
  search(query: string, language: Language, limit: number): Promise<SearchResults>;
}

export function createCatalogueSearch(
  catalogue: Catalogue,
  clock: Clock = () => new Date(),
): CatalogueSearch {
  let cached: { index: Promise<SearchIndex>; builtAt: number } | undefined;

  function currentIndex(): Promise<SearchIndex> {
    const now = clock().getTime();
    if (!cached || now - cached.builtAt >= INDEX_TTL_MS) {
      const index = catalogue.all().then(buildSearchIndex);
      // A failed build is not kept: the next search tries again.
      index.catch(() => {
        if (cached?.index === index) cached = undefined;
      });
      cached = { index, builtAt: now };
    }
    return cached.index;
  }

  return {
    async search(query, language, limit) {
      if (!query) return { total: 0, products: [] };
      const hits = searchProducts(await currentIndex(), query, language);
      const products = await catalogue.byIds(hits.slice(0, limit).map((hit) => hit.id));
      return { total: hits.length, products };
    },
  };
}
