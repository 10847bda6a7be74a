// What pages read from the catalogue, each by query with a LIMIT (decision record 0049): a
// listing's page with its counts, shelves, related products, bundle partners, the compare
// companion, the category tiles' counts and the sitemap's products. Queries give ids; the
// products themselves come from `products.byIds` (the per-product cache on the pages' side).
import { sql, type Kysely } from "@kretsbutiken/database";
import type { CatalogueScope } from "../../domain/catalogue/catalogue-scope.ts";
import type { Listing, PriceBounds, Facets } from "../../domain/catalogue/listing.ts";
import type { KnownValues, ListingQuery, SortKey } from "../../domain/catalogue/listing-query.ts";
import { PRODUCT_TYPES, type Product, type ProductType } from "../../domain/catalogue/product.ts";
import { ACCESSORY_TYPES, BUNDLE_PARTNERS } from "../../domain/catalogue/bundle-kinds.ts";
import { devicePaths } from "../../domain/catalogue/category-paths.ts";
import type { PartKind } from "../../domain/scooter-doctor/part-kinds.ts";
import type { ModelSlug } from "../../domain/scooter-doctor/scooter-models.ts";
import type { ShopDatabase } from "../database/schema.ts";
import type { Catalogue } from "./catalogue.ts";
import { fittingPartIds } from "./part-fitment.ts";
import {
  knownInScope,
  listingFacets,
  listingIds,
  listingPriceBounds,
  listingTotal,
  MAX_LISTING_OFFSET,
  NO_FILTERS,
  type ListingFilters,
} from "./listing-queries.ts";

type Db = Kysely<ShopDatabase>;

export interface ListingOptions {
  perPage: number;
  /** Infinite scroll: page n holds pages 1 … n, so a reload keeps what was loaded. */
  cumulative?: boolean;
}

/** A listing, and how many products its scope has before any filter. */
export type ScopedListing = Listing & { scopeSize: number };

export interface TypeCount {
  type: ProductType;
  count: number;
}

export interface CataloguePages {
  /** Which of the brands and tags a query names are in the scope. */
  known: (scope: CatalogueScope, asked: KnownValues) => Promise<KnownValues>;
  listing: (
    scope: CatalogueScope,
    query: ListingQuery,
    options: ListingOptions,
  ) => Promise<ScopedListing>;
  /** The first `limit` products of the scope in `sort` order. */
  shelf: (scope: CatalogueScope, sort: SortKey, limit: number) => Promise<Product[]>;
  /** Spec §4: up to `limit` others of the product's type, or else the first ones, by id. */
  related: (product: Pick<Product, "id" | "type">, limit: number) => Promise<Product[]>;
  /** "Köps ofta tillsammans" (app/product-page/bundle-partners.ts's rules). */
  bundlePartners: (
    product: Pick<Product, "id" | "type" | "brand" | "categoryPaths">,
  ) => Promise<Product[]>;
  /** The best-selling other product of the type that is on sale (compare-rules.ts). */
  companion: (product: Pick<Product, "id" | "type">) => Promise<Product | undefined>;
  /** How many products each type has, for the category tiles. */
  typeCounts: () => Promise<TypeCount[]>;
  /** The brand's name as written, when a product of it is on sale. */
  brandName: (slug: string) => Promise<string | undefined>;
  /**
   * The first `limit` products in id order: what the template's demo pages and the admin
   * compute over, bounded (at the demo's size, the whole catalogue).
   */
  sample: (limit: number) => Promise<Product[]>;
  /** The listed product with the lowest id (the fixed product layouts' fallback). */
  firstId: () => Promise<number | undefined>;
  /** Listed products after `afterId` in id order, at most `limit`: the sitemap's pages. */
  productPaths: (afterId: number, limit: number) => Promise<Pick<Product, "id" | "slug">[]>;
  /**
   * The id each run of `every` listed products (in id order) starts with: where each of the
   * sitemap's product files begins. One id per file; none when nothing is listed.
   */
  productPathStarts: (every: number) => Promise<number[]>;
  /**
   * Parts on sale stated to fit `model`, of one of `kinds`: in stock first, then the most
   * bought (part-fitment.ts, issue 41).
   */
  fittingPartIds: (
    model: ModelSlug,
    kinds: readonly PartKind[],
    limit?: number,
  ) => Promise<number[]>;
}

/** The scope-wide numbers of a listing; the cached catalogue keeps them a few seconds. */
export interface ListingAggregates {
  facets(scope: CatalogueScope, filters: ListingFilters): Promise<Facets>;
  total(scope: CatalogueScope, filters: ListingFilters): Promise<number>;
  priceBounds(scope: CatalogueScope): Promise<PriceBounds>;
  typeCounts(): Promise<TypeCount[]>;
}

export function listingAggregates(db: Db): ListingAggregates {
  return {
    facets: (scope, filters) => listingFacets(db, scope, filters),
    total: (scope, filters) => listingTotal(db, scope, filters),
    priceBounds: (scope) => listingPriceBounds(db, scope),
    async typeCounts() {
      const rows = await db
        .selectFrom("product_listing")
        .select(["type", (eb) => eb.fn.countAll<number>().as("count")])
        .groupBy("type")
        .execute();
      const counts = new Map(rows.map((row) => [row.type, Number(row.count)]));
      return PRODUCT_TYPES.flatMap((type) => {
        const count = counts.get(type) ?? 0;
        return count > 0 ? [{ type, count }] : [];
      });
    },
  };
}

function filtersOf(query: ListingQuery): ListingFilters {
  const { sort: _sort, page: _page, view: _view, ...filters } = query;
  return filters;
}

export function createCataloguePages(
  db: Db,
  products: Pick<Catalogue, "byIds">,
  aggregates: ListingAggregates = listingAggregates(db),
): CataloguePages {
  const ids = (rows: { product_id: number }[]) => rows.map((row) => Number(row.product_id));
  const listed = () => db.selectFrom("product_listing");

  return {
    known: (scope, asked) => knownInScope(db, scope, asked),

    async listing(scope, query, { perPage, cumulative = false }) {
      const filters = filtersOf(query);
      const [total, scopeSize, facets, priceBounds] = await Promise.all([
        aggregates.total(scope, filters),
        aggregates.total(scope, NO_FILTERS),
        aggregates.facets(scope, filters),
        aggregates.priceBounds(scope),
      ]);
      const deepest = Math.max(1, Math.floor(MAX_LISTING_OFFSET / perPage));
      const pageCount = Math.min(deepest, Math.max(1, Math.ceil(total / perPage)));
      const page = Math.min(Math.max(1, query.page), pageCount);
      const offset = cumulative ? 0 : (page - 1) * perPage;
      const shown = await listingIds(db, scope, query, {
        offset,
        limit: page * perPage - offset,
      });
      return {
        products: await products.byIds(shown),
        total,
        page,
        pageCount,
        facets,
        priceBounds,
        scopeSize,
      };
    },

    async shelf(scope, sort, limit) {
      return products.byIds(
        await listingIds(db, scope, { ...NO_FILTERS, sort }, { offset: 0, limit }),
      );
    },

    async related(product, limit) {
      const sameType = await listed()
        .select("product_id")
        .where("type", "=", product.type)
        .where("product_id", "<>", product.id)
        .orderBy("product_id")
        .limit(limit)
        .execute();
      const rows =
        sameType.length > 0
          ? sameType
          : await listed()
              .select("product_id")
              .where("product_id", "<>", product.id)
              .orderBy("product_id")
              .limit(limit)
              .execute();
      return products.byIds(ids(rows));
    },

    async bundlePartners(product) {
      const paths = devicePaths(product);
      const candidates = () =>
        listed()
          .select("product_id")
          .where("product_id", "<>", product.id)
          .where("buyable", "=", 1)
          .orderBy("product_id")
          .limit(BUNDLE_PARTNERS * 2);
      const tiers = await Promise.all([
        paths.length === 0
          ? []
          : candidates()
              .where("type", "in", ACCESSORY_TYPES)
              .where("product_id", "in", (eb) =>
                eb.selectFrom("product_categories").select("product_id").where("path", "in", paths),
              )
              .execute(),
        candidates()
          .where("type", "in", ACCESSORY_TYPES)
          .where("brand", "=", product.brand)
          .execute(),
        candidates().where("type", "=", product.type).execute(),
      ]);
      const chosen = [...new Set(tiers.flatMap(ids))].slice(0, BUNDLE_PARTNERS);
      return products.byIds(chosen);
    },

    async companion(product) {
      const row = await db
        .selectFrom("product_listing as l")
        .innerJoin("products as p", "p.id", "l.product_id")
        .select("l.product_id")
        .where("l.type", "=", product.type)
        .where("l.product_id", "<>", product.id)
        .where("p.available", "=", 1)
        .orderBy("l.total_purchases", "desc")
        .orderBy("l.product_id")
        .limit(1)
        .executeTakeFirst();
      if (!row) return undefined;
      const [found] = await products.byIds([Number(row.product_id)]);
      return found;
    },

    typeCounts: () => aggregates.typeCounts(),

    async brandName(slug) {
      const row = await listed()
        .select("brand")
        .where("brand_slug", "=", slug)
        .orderBy("product_id")
        .limit(1)
        .executeTakeFirst();
      return row?.brand;
    },

    async sample(limit) {
      return products.byIds(
        ids(await listed().select("product_id").orderBy("product_id").limit(limit).execute()),
      );
    },

    async firstId() {
      const row = await listed()
        .select("product_id")
        .orderBy("product_id")
        .limit(1)
        .executeTakeFirst();
      return row && Number(row.product_id);
    },

    async productPathStarts(every) {
      const rows = await sql<{ id: number }>`
        select product_id as id from (
          select product_id, row_number() over (order by product_id) as n from product_listing
        ) numbered where (n - 1) % ${every} = 0 order by product_id`.execute(db);
      return rows.rows.map((row) => Number(row.id));
    },

    fittingPartIds: (model, kinds, limit) => fittingPartIds(db, model, kinds, limit),

    async productPaths(afterId, limit) {
      const rows = await db
        .selectFrom("product_listing as l")
        .innerJoin("products as p", "p.id", "l.product_id")
        .select(["p.id", "p.slug"])
        .where("l.product_id", ">", afterId)
        .orderBy("l.product_id")
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: Number(row.id), slug: row.slug }));
    },
  };
}
