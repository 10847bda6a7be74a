// The loader of /page/review: the newest reviews across the shop (filtered by stars, a page
// more per "more" link) and, for a signed-in shopper, what the form needs: the product it is for
// (?product=) with their own review of it, the products of their orders, and a search (?q=).
import type { RouterContextProvider } from "react-router";
import { cleanQuery } from "../catalogue/search/clean-query.ts";
import { productPath } from "../../domain/catalogue/product-path.ts";
import { preferencesContext } from "../context/preferences-context.ts";
import { servicesContext } from "../context/services-context.ts";
import { sessionContext } from "../context/session-context.ts";
import { productIdOf } from "./product-id-of.ts";
import { publicReview } from "./public-review.ts";
import type { ReviewPageData } from "./review-page-data.ts";
import { readReviewQuery, REVIEWS_PER_PAGE } from "./review-query.ts";

const SEARCH_RESULTS = 8;

export async function loadReviewPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ReviewPageData> {
  const url = new URL(request.url);
  const services = context.get(servicesContext);
  const session = context.get(sessionContext);
  const { language } = context.get(preferencesContext);
  const query = readReviewQuery(url.searchParams);
  const productId = productIdOf(url.searchParams.get("product"));
  const search = cleanQuery(url.searchParams.get("q"));
  const written = url.searchParams.get("written");

  const [latest, product, mine, bought, found] = await Promise.all([
    services.reviews.latest({ stars: query.stars, limit: query.page * REVIEWS_PER_PAGE + 1 }),
    productId === undefined ? undefined : services.catalogue.byId(productId),
    session && productId !== undefined
      ? services.reviews.mine(session.userId, productId)
      : undefined,
    session ? services.reviews.boughtProducts(session.userId) : [],
    session && search ? services.search.search(search, language, SEARCH_RESULTS) : undefined,
  ]);
  const shown = latest.slice(0, query.page * REVIEWS_PER_PAGE);
  const named = await services.catalogue.byIds([...shown.map((r) => r.productId), ...bought]);
  const names = new Map(named.map((it) => [it.id, { name: it.name, path: productPath(it) }]));
  return {
    signedIn: session !== null,
    defaultName: session?.username ?? "",
    query,
    latest: shown.map((review) => ({
      ...publicReview(review),
      product: names.get(review.productId),
    })),
    hasMore: latest.length > shown.length,
    product: product && { id: product.id, name: product.name, path: productPath(product) },
    mine: mine && {
      stars: String(mine.stars),
      name: mine.name,
      title: mine.title,
      body: mine.body,
      pending: mine.status === "pending",
    },
    bought: bought.flatMap((id) => {
      const known = names.get(id);
      return known ? [{ id, ...known }] : [];
    }),
    search,
    found: found?.products.map((it) => ({ id: it.id, name: it.name })),
    written: written === "published" || written === "pending" ? written : undefined,
  };
}
