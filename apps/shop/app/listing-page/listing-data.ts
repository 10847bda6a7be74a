// What a listing's loader hands its page: the query as read from the URL, the listing it
// gives, and the values needed to build links and parse queries in the browser.
import { knownValues, listProducts, type Listing } from "../catalogue/listing.ts";
import { parseListingQuery, type ListingQuery } from "../catalogue/listing-query.ts";
import { toCardProduct, type CardProduct } from "../catalogue/card-product.ts";
import type { Product } from "../catalogue/product.ts";
import { PER_PAGE, type ListingLayout } from "./listing-layout.ts";

export interface ListingData {
  /** The query as understood, the page clamped to the pages there are. */
  query: ListingQuery;
  /** The page's products as cards need them (card-product.ts), not whole. */
  listing: Omit<Listing, "products"> & { products: CardProduct[] };
  /** Products in the listing's scope before any filter. */
  scopeSize: number;
}

export function listingData(
  products: readonly Product[],
  request: Request,
  layout: Pick<ListingLayout, "infinite">,
): ListingData {
  const query = parseListingQuery(new URL(request.url).searchParams, knownValues(products));
  const listing = listProducts(products, query, {
    perPage: PER_PAGE,
    cumulative: layout.infinite,
  });
  return {
    query: { ...query, page: listing.page },
    listing: { ...listing, products: listing.products.map(toCardProduct) },
    scopeSize: products.length,
  };
}
