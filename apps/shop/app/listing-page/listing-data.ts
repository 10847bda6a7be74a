// What a listing's loader hands its page: the query as read from the URL, the listing it
// gives, and the values needed to build links and parse queries in the browser. The listing
// is worked out by the catalogue's queries over the scope (server/catalogue/listing-queries.ts).
import type { CatalogueScope } from "../../domain/catalogue/catalogue-scope.ts";
import type { Listing } from "../../domain/catalogue/listing.ts";
import { parseListingQuery, type ListingQuery } from "../../domain/catalogue/listing-query.ts";
import { SCOOTER_MODELS } from "../../domain/scooter-doctor/scooter-models.ts";
import { toCardProduct, type CardProduct } from "../catalogue/card-product.ts";
import type { CataloguePages } from "../../server/catalogue/catalogue-pages.ts";
import { PER_PAGE, type ListingLayout } from "./listing-layout.ts";

export interface ListingData {
  /** The query as understood, the page clamped to the pages there are. */
  query: ListingQuery;
  /** The page's products as cards need them (card-product.ts), not whole. */
  listing: Omit<Listing, "products"> & { products: CardProduct[] };
  /** Products in the listing's scope before any filter. */
  scopeSize: number;
}

export async function listingData(
  catalogue: Pick<CataloguePages, "known" | "listing">,
  scope: CatalogueScope,
  request: Request,
  layout: Pick<ListingLayout, "infinite">,
): Promise<ListingData> {
  const params = new URL(request.url).searchParams;
  // Brands and tags the scope does not have are ignored, as the parser drops unknown values.
  const asked = (key: string) => [...new Set(params.getAll(key).map((it) => it.trim()))];
  const known = await catalogue.known(scope, { brands: asked("brand"), tags: asked("tag") });
  // Any model the doctor knows may be asked for, even one no part in the scope fits yet: the
  // honest answer is then an empty list, not every part.
  const query = parseListingQuery(params, {
    ...known,
    models: SCOOTER_MODELS.map((model) => model.slug),
  });
  const { scopeSize, ...listing } = await catalogue.listing(scope, query, {
    perPage: PER_PAGE,
    cumulative: layout.infinite,
  });
  return {
    query: { ...query, page: listing.page },
    listing: { ...listing, products: listing.products.map(toCardProduct) },
    scopeSize,
  };
}
