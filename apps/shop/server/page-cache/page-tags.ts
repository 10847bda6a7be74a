// What a rendered page showed from the catalogue: the products and the listing scopes it read
// (domain/catalogue/catalogue-scope.ts). The page cache renders inside `collectPageTags`, the
// catalogue's reads call `tagProducts` and `tagScope`, and a change of a product drops only
// the kept pages whose tags name it or a scope it is in (decision record 0049). The tags
// follow the request through its awaits (AsyncLocalStorage); a read outside any collection,
// such as a personal page's, tags nothing. A read whose answer is itself kept only a while
// (search's rankings) bounds how long the page may be kept (`tagKeepFor`).
import { AsyncLocalStorage } from "node:async_hooks";

export interface PageTags {
  products: Set<number>;
  scopes: Set<string>;
  /** The page is kept at most this long (the cache's own time to live when shorter). */
  keepMs: number;
}

const collecting = new AsyncLocalStorage<PageTags>();

/** Runs `work` and hands back what the catalogue reads inside it tagged. */
export async function collectPageTags<T>(work: () => Promise<T>): Promise<[T, PageTags]> {
  const tags: PageTags = { products: new Set(), scopes: new Set(), keepMs: Infinity };
  const result = await collecting.run(tags, work);
  return [result, tags];
}

export function tagProducts(ids: Iterable<number>): void {
  const tags = collecting.getStore();
  if (tags) for (const id of ids) tags.products.add(id);
}

export function tagScope(scope: string): void {
  collecting.getStore()?.scopes.add(scope);
}

/** The page showed something current for only `ms`: keep it no longer. */
export function tagKeepFor(ms: number): void {
  const tags = collecting.getStore();
  if (tags) tags.keepMs = Math.min(tags.keepMs, ms);
}
