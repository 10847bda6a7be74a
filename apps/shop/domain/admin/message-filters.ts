// The filters of the admin's message lists, read from the address (`?visa=`, `?status=`, `?q=`):
// anything unknown is the default, never an error.
export const CONTACT_FILTERS = ["open", "handled", "all"] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number];

export const SUBSCRIPTION_FILTERS = ["all", "confirmed", "pending"] as const;
export type SubscriptionFilter = (typeof SUBSCRIPTION_FILTERS)[number];

const pick = <T extends string>(choices: readonly T[], value: string | null, fallback: T): T =>
  choices.find((choice) => choice === value) ?? fallback;

export function contactFilterOf(url: URL): ContactFilter {
  return pick(CONTACT_FILTERS, url.searchParams.get("visa"), "all");
}

export function subscriptionFilterOf(url: URL): SubscriptionFilter {
  return pick(SUBSCRIPTION_FILTERS, url.searchParams.get("status"), "all");
}

/** A search text: trimmed, at most 100 characters; empty means none. */
export function searchOf(url: URL): string {
  return (url.searchParams.get("q") ?? "").trim().slice(0, 100);
}
