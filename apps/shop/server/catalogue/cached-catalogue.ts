// The catalogue as pages read it: one snapshot of every product, priced, kept in this process
// and shared by all requests. Reading it from the database and turning rows into products was
// most of a page's time (bench/shop-load.ts --cpu-prof). The snapshot stays while it is current:
//
// - the catalogue version (catalogue-version.ts), raised in the same transaction as every change
//   of stock or price on any instance, is read at most once per `checkEveryMs`; a new number
//   loads a new snapshot. So stock and prices shown are at most `checkEveryMs` (plus one read)
//   behind the database, on one instance or many, on SQLite or PostgreSQL. This instance's own
//   changes (its orders) are read at once (`changed`);
// - a price already written for later (a deal's end) ends the snapshot when it takes effect;
// - and none lives longer than MAX_SNAPSHOT_MS, in case a change was made behind the shop's back.
//
// Checkout never reads this: it prices and checks stock from the database (createCatalogue).
import type { Kysely } from "@kretsbutiken/database";
import type { Product, ProductDetails } from "../../app/catalogue/product.ts";
import type { ShopDatabase } from "../database/schema.ts";
import {
  nextPriceChange,
  readWholeCatalogue,
  type Catalogue,
  type Clock,
  type PricedProduct,
} from "./catalogue.ts";
import { readCatalogueVersion } from "./catalogue-version.ts";

export const MAX_SNAPSHOT_MS = 5 * 60_000;

/** The whole catalogue at one version; replaced, never changed. */
export interface CatalogueSnapshot {
  readonly version: number;
  readonly products: readonly Product[];
  readonly byId: ReadonlyMap<number, PricedProduct>;
  /** Epoch ms after which it must not be used (a scheduled price, or MAX_SNAPSHOT_MS). */
  readonly validUntil: number;
}

export interface CachedCatalogue extends Catalogue {
  /** The snapshot now current; a new object whenever stock or prices may have changed. */
  snapshot(): Promise<CatalogueSnapshot>;
  /** This instance changed stock or prices: the next read checks the version at once. */
  changed(): void;
}

export interface CachedCatalogueOptions {
  /** How often the version is read; 0 reads it on every call. */
  checkEveryMs: number;
  clock?: Clock;
}

export function createCachedCatalogue(
  db: Kysely<ShopDatabase>,
  { checkEveryMs, clock = () => new Date() }: CachedCatalogueOptions,
): CachedCatalogue {
  let current: CatalogueSnapshot | undefined;
  let checkedAt = 0;
  // Counts this instance's own changes: a check that began before one does not count as after it.
  let changes = 0;
  // One read at a time: concurrent requests wait for the same check or load.
  let pending: Promise<CatalogueSnapshot> | undefined;

  async function load(): Promise<CatalogueSnapshot> {
    const now = clock();
    const at = now.toISOString();
    // Read before the rows: a change committed in between leaves an older number here, and the
    // next check loads again.
    const version = await readCatalogueVersion(db);
    const [priced, next] = await Promise.all([readWholeCatalogue(db, at), nextPriceChange(db, at)]);
    const cap = now.getTime() + MAX_SNAPSHOT_MS;
    return {
      version,
      products: priced.map((it) => it.product),
      byId: new Map(priced.map((it) => [it.product.id, it])),
      validUntil: next === undefined ? cap : Math.min(cap, Date.parse(next)),
    };
  }

  async function refresh(now: number): Promise<CatalogueSnapshot> {
    const changesBefore = changes;
    const held = current;
    const fresh =
      held && now < held.validUntil && (await readCatalogueVersion(db)) === held.version
        ? held
        : await load();
    current = fresh;
    if (changes === changesBefore) checkedAt = now;
    return fresh;
  }

  function snapshot(): Promise<CatalogueSnapshot> {
    const now = clock().getTime();
    if (current && now < current.validUntil && now - checkedAt < checkEveryMs) {
      return Promise.resolve(current);
    }
    if (!pending) {
      const started: Promise<CatalogueSnapshot> = refresh(now).finally(() => {
        if (pending === started) pending = undefined;
      });
      pending = started;
    }
    return pending;
  }

  return {
    snapshot,
    changed() {
      changes += 1;
      checkedAt = Number.NEGATIVE_INFINITY;
      // A check already on its way may have read the version before this change committed.
      pending = undefined;
    },
    async all() {
      return [...(await snapshot()).products];
    },
    async inCategory(path) {
      return (await snapshot()).products.filter((product) => product.categoryPaths.includes(path));
    },
    async byId(id): Promise<ProductDetails | undefined> {
      const found = (await snapshot()).byId.get(id);
      return found && { ...found.product, priceHistory: found.history };
    },
    async byIds(ids) {
      const { byId } = await snapshot();
      return [...new Set(ids)].flatMap((id) => byId.get(id)?.product ?? []);
    },
  };
}
