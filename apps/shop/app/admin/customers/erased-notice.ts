// After an erasure the customer is gone, so the admin goes back to the customer list and says
// there what was done: `?raderade=<orders>,<reviews removed>,<reviews anonymised>,<messages>,
// <newsletter sign-ups>`. Counts only, nothing about the person.
export const ERASED_PARAM = "raderade";

export interface ErasedCounts {
  orders: number;
  reviewsRemoved: number;
  reviewsAnonymised: number;
  messages: number;
  newsletter: number;
}

export function erasedSearch(counts: ErasedCounts): string {
  const values = [
    counts.orders,
    counts.reviewsRemoved,
    counts.reviewsAnonymised,
    counts.messages,
    counts.newsletter,
  ];
  return `?${ERASED_PARAM}=${values.join(",")}`;
}

export function readErasedCounts(url: URL): ErasedCounts | undefined {
  const values = (url.searchParams.get(ERASED_PARAM) ?? "").split(",").map(Number);
  if (values.length !== 5 || !values.every((n) => Number.isSafeInteger(n) && n >= 0)) {
    return undefined;
  }
  const [orders, reviewsRemoved, reviewsAnonymised, messages, newsletter] = values as [
    number,
    number,
    number,
    number,
    number,
  ];
  return { orders, reviewsRemoved, reviewsAnonymised, messages, newsletter };
}
