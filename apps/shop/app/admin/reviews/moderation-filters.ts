// The moderation queue's filters, read from the address: `?status=` (pending, published,
// rejected), `?betyg=` (1–5), `?produkt=` (a product id) and the pager's `?sida=`. Anything
// unknown is the default (everything), never an error.
import { isStoredId } from "../../../domain/shopper-lists/stored-id.ts";
import { isReviewStatus, type ModeratedStatus } from "../../../domain/reviews/review-decisions.ts";

export interface ModerationFilters {
  status: ModeratedStatus | undefined;
  stars: number | undefined;
  productId: number | undefined;
}

export function readModerationFilters(url: URL): ModerationFilters {
  const params = url.searchParams;
  const status = params.get("status");
  const stars = Number(params.get("betyg"));
  const product = Number(params.get("produkt"));
  return {
    status: isReviewStatus(status) ? status : undefined,
    stars: Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : undefined,
    productId: params.has("produkt") && isStoredId(product) ? product : undefined,
  };
}

/** The address of the queue with these filters (the defaults left out). */
export function moderationSearch(filters: Partial<ModerationFilters>): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.stars !== undefined) params.set("betyg", String(filters.stars));
  if (filters.productId !== undefined) params.set("produkt", String(filters.productId));
  const search = params.toString();
  return search ? `?${search}` : "";
}
