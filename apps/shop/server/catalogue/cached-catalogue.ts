// The catalogue as pages read it (decision record 0049): products from a bounded per-product
// cache (least recently used, with their price histories), lists by indexed query
// (catalogue-pages.ts), and a listing's scope-wide numbers (facet counts, totals, price bounds,
// the category tiles) kept AGGREGATE_TTL_MS. Nothing here holds or walks the whole catalogue,
// so memory and a page's cost do not grow with it. The cache stays current by the feed of
// changed products (catalogue-changes.ts), read at most once per `checkEveryMs` on any
// request: a product changed on any instance is dropped here, and listeners (the page cache)
// hear which products and scopes changed. The same check applies prices written for later
// when their time comes (scheduled-prices.ts). This instance's own changes (its orders, its
// admin) are read at once (`changed`).
//
// Checkout never reads this: it prices and checks stock from the database (createCatalogue).
import type { Kysely } from "@kretsbutiken/database";
import { scopeTag, type CatalogueScope } from "../../domain/catalogue/catalogue-scope.ts";
import type { Product, ProductDetails } from "../../domain/catalogue/product.ts";
import type { ShopDatabase } from "../database/schema.ts";
import { ByteLru } from "../page-cache/byte-lru.ts";
import { tagProducts, tagScope } from "../page-cache/page-tags.ts";
import { createChangeFeedReader } from "./catalogue-changes.ts";
import { fillMissingListing } from "./catalogue-listing.ts";
import {
  createCataloguePages,
  listingAggregates,
  type CataloguePages,
  type ListingAggregates,
} from "./catalogue-pages.ts";
import {
  readProducts,
  readWholeCatalogue,
  type Catalogue,
  type Clock,
  type PricedProduct,
} from "./catalogue.ts";
import { applyDuePrices, startScheduledPrices } from "./scheduled-prices.ts";

/** How long a listing's counts, totals and price bounds are kept (they may lag this much). */
export const AGGREGATE_TTL_MS = 10_000;
/** Products kept, by default: a few thousand pages' worth, a few tens of MB. */
export const MAX_CACHED_PRODUCTS = 5_000;
/** No product is kept longer, in case one was changed behind the shop's back. */
export const MAX_PRODUCT_AGE_MS = 5 * 60_000;

/** What changed: the products, and the scopes they are (or were) in; `all` for everything. */
export interface CatalogueChanged {
  all: boolean;
  productIds: readonly number[];
  scopes: readonly string[];
}

export type ShopCatalogue = Catalogue & CataloguePages;

export interface CachedCatalogue extends ShopCatalogue {
  /** Resolves once the catalogue is as current as `checkEveryMs` allows; rejects when the database does not answer. */
  fresh(): Promise<void>;
  /** This instance changed stock or prices: the next read checks the feed at once. */
  changed(): void;
  /** Hears every change a check finds; returns the unsubscribe. */
  onChange(listener: (change: CatalogueChanged) => void): () => void;
}

export interface CachedCatalogueOptions {
  /** How often the feed is read; 0 reads it on every call. */
  checkEveryMs: number;
  clock?: Clock;
  maxProducts?: number;
}

interface Kept {
  priced: PricedProduct;
  at: number;
  bytes: number;
}

export function createCachedCatalogue(
  db: Kysely<ShopDatabase>,
  {
    checkEveryMs,
    clock = () => new Date(),
    maxProducts = MAX_CACHED_PRODUCTS,
  }: CachedCatalogueOptions,
): CachedCatalogue {
  let products = new ByteLru<Kept>(maxProducts, Number.POSITIVE_INFINITY);
  // Raised whenever products are dropped: a read that began before does not keep what it read.
  let generation = 0;
  const feed = createChangeFeedReader(db);
  const listeners = new Set<(change: CatalogueChanged) => void>();
  let started: Promise<void> | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<void> | undefined;

  function start(): Promise<void> {
    started ??= (async () => {
      const at = clock().toISOString();
      await fillMissingListing(db, at);
      await startScheduledPrices(db, at);
      await feed.read(clock().getTime());
    })().catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    return started;
  }

  async function scopesOf(ids: readonly number[]): Promise<string[]> {
    const scopes = new Set<string>(["all"]);
    const [rows, paths] = await Promise.all([
      db
        .selectFrom("product_listing")
        .select(["type", "brand_slug"])
        .where("product_id", "in", ids)
        .execute(),
      db.selectFrom("product_categories").select("path").where("product_id", "in", ids).execute(),
    ]);
    for (const row of rows) {
      scopes.add(scopeTag({ kind: "type", type: row.type }));
      scopes.add(scopeTag({ kind: "brand", slug: row.brand_slug }));
    }
    for (const row of paths) scopes.add(scopeTag({ kind: "category", path: row.path }));
    return [...scopes];
  }

  async function check(now: number): Promise<void> {
    await start();
    await applyDuePrices(db, new Date(now).toISOString());
    const change = await feed.read(now);
    if (change.all) {
      generation += 1;
      products = new ByteLru<Kept>(maxProducts, Number.POSITIVE_INFINITY);
      cachedAggregates.clear();
      for (const listener of listeners) listener({ all: true, productIds: [], scopes: [] });
      return;
    }
    if (change.productIds.length === 0) return;
    generation += 1;
    // A product's old scopes too (one the admin moved or unpublished), as far as it was kept.
    const was = change.productIds.flatMap((id) => products.get(String(id))?.priced.product ?? []);
    for (const id of change.productIds) products.delete(String(id));
    const scopes = new Set(await scopesOf(change.productIds));
    for (const product of was) {
      scopes.add(scopeTag({ kind: "type", type: product.type }));
      for (const path of product.categoryPaths) scopes.add(scopeTag({ kind: "category", path }));
    }
    for (const listener of listeners) {
      listener({ all: false, productIds: change.productIds, scopes: [...scopes] });
    }
  }

  function fresh(): Promise<void> {
    const now = clock().getTime();
    if (now - checkedAt < checkEveryMs) return pending ?? Promise.resolve();
    if (!pending) {
      const running: Promise<void> = check(now)
        .then(() => {
          checkedAt = now;
        })
        .finally(() => {
          if (pending === running) pending = undefined;
        });
      pending = running;
    }
    return pending;
  }

  async function pricedByIds(ids: readonly number[]): Promise<Map<number, PricedProduct>> {
    await fresh();
    const now = clock().getTime();
    const found = new Map<number, PricedProduct>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const kept = products.get(String(id));
      if (kept && now - kept.at < MAX_PRODUCT_AGE_MS) found.set(id, kept.priced);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const before = generation;
      const read = await readProducts(db, missing, clock().toISOString());
      for (const priced of read) {
        found.set(priced.product.id, priced);
        if (generation === before) {
          products.set(String(priced.product.id), { priced, at: now, bytes: 1 });
        }
      }
    }
    tagProducts(found.keys());
    return found;
  }

  // The scope-wide numbers, kept a few seconds (decision record 0049).
  const cachedAggregates = new Map<string, { at: number; value: Promise<unknown> }>();
  const fromDb = listingAggregates(db);
  function kept<T>(key: string, read: () => Promise<T>): Promise<T> {
    const now = clock().getTime();
    const hit = cachedAggregates.get(key);
    if (hit && now - hit.at < AGGREGATE_TTL_MS) return hit.value as Promise<T>;
    const value = read();
    if (cachedAggregates.size >= 1000) cachedAggregates.clear();
    cachedAggregates.set(key, { at: now, value });
    value.catch(() => cachedAggregates.delete(key));
    return value;
  }
  const scoped = (scope: CatalogueScope) => {
    tagScope(scopeTag(scope));
    return scopeTag(scope);
  };
  const aggregates: ListingAggregates = {
    facets: (scope, filters) =>
      kept(`facets ${scoped(scope)} ${JSON.stringify(filters)}`, () =>
        fromDb.facets(scope, filters),
      ),
    total: (scope, filters) =>
      kept(`total ${scoped(scope)} ${JSON.stringify(filters)}`, () => fromDb.total(scope, filters)),
    priceBounds: (scope) => kept(`bounds ${scoped(scope)}`, () => fromDb.priceBounds(scope)),
    typeCounts: () => {
      tagScope("all");
      return kept("types", () => fromDb.typeCounts());
    },
  };

  const byIds = async (ids: readonly number[]): Promise<Product[]> => {
    const found = await pricedByIds(ids);
    return [...new Set(ids)].flatMap((id) => found.get(id)?.product ?? []);
  };
  const pages = createCataloguePages(db, { byIds }, aggregates);
  /** Each page read waits for the check first. */
  const checked =
    <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await fresh();
      return read(...args);
    };

  return {
    fresh,
    changed() {
      checkedAt = Number.NEGATIVE_INFINITY;
      // A check already on its way may have read the feed before this change committed.
      pending = undefined;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async all() {
      return (await readWholeCatalogue(db, clock().toISOString())).map((it) => it.product);
    },
    async byId(id): Promise<ProductDetails | undefined> {
      const found = (await pricedByIds([id])).get(id);
      return found && { ...found.product, priceHistory: found.history };
    },
    byIds,
    known: checked(pages.known),
    listing: checked(pages.listing),
    shelf: checked(pages.shelf),
    related: checked(pages.related),
    bundlePartners: checked(pages.bundlePartners),
    companion: checked(pages.companion),
    typeCounts: checked(pages.typeCounts),
    brandName: checked(pages.brandName),
    sample: checked(pages.sample),
    firstId: checked(pages.firstId),
    productPaths: checked(pages.productPaths),
    productPathStarts: checked(pages.productPathStarts),
    fittingPartIds: checked(pages.fittingPartIds),
  };
}
