// Which products a listing draws from: every product, one type, one brand or one device
// category page (spec §2). The server's catalogue queries a scope through its indexes
// (server/catalogue/listing-queries.ts), and cached pages that counted a scope are dropped
// when a product in it changes (server/page-cache/page-tags.ts).
export type CatalogueScope =
  | { kind: "all" }
  | { kind: "type"; type: string }
  | { kind: "brand"; slug: string }
  | { kind: "category"; path: string };

export const WHOLE_CATALOGUE: CatalogueScope = { kind: "all" };

/** One string per scope: a cache key and a page's tag. */
export function scopeTag(scope: CatalogueScope): string {
  switch (scope.kind) {
    case "all":
      return "all";
    case "type":
      return `type:${scope.type}`;
    case "brand":
      return `brand:${scope.slug}`;
    case "category":
      return `category:${scope.path}`;
  }
}
