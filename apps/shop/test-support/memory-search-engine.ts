// A search engine over products held in memory, for tests of what sits above search (routes,
// the ranking cache) without a database. It matches by the shop's ranking rules themselves,
// so it counts what the database engines count (search-engine.contract.test.ts).
import type { Product } from "../domain/catalogue/product.ts";
import { searchProducts } from "../domain/search/search-products.ts";
import { indexedProductOf, searchDocumentOf } from "../server/catalogue/search/search-document.ts";
import type { Candidate, SearchEngine } from "../server/catalogue/search/search-engine.ts";

export function memorySearchEngine(products: () => readonly Product[]) {
  const calls = { match: 0 };
  const candidateOf = (product: Product): Candidate => ({
    id: product.id,
    document: searchDocumentOf(product).document,
    buyable: product.available && product.inStock > 0,
    totalPurchases: product.totalPurchases,
  });
  const engine: SearchEngine = {
    match(query, limit) {
      calls.match += 1;
      const candidates = products().map(candidateOf);
      const text = query.words.map((word) => word.variants[0]?.word ?? "").join(" ");
      const indexed = candidates.map((it) => indexedProductOf(it.id, it.document, it));
      const hits = new Set(searchProducts({ products: indexed }, text, "se").map((hit) => hit.id));
      const found = candidates.filter((candidate) => hits.has(candidate.id));
      return Promise.resolve({ total: found.length, candidates: found.slice(0, limit) });
    },
    facets: () => Promise.resolve({ brands: [], categories: [] }),
    similar: () => Promise.resolve([]),
    write: () => Promise.resolve(),
  };
  return { engine, calls };
}
