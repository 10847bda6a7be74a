// The limits on every form a stranger can send (README "Abuse limits"): per client address and
// per e-mail address, in fixed windows; order lookups and "helpful" votes per client address.
// Sizes come from the configuration (server/config.ts); the store is Redis when the shop has one, so instances share the counts.
import type { AbuseLimitsConfig } from "../config.ts";
import { createAbuseLimit, type AbuseLimit } from "./abuse-limit.ts";
import { createOrderLookupLimit, type OrderLookupLimit } from "./order-lookup-limit.ts";
import type { WindowStore } from "./window-store.ts";

export interface FormLimits {
  /** /page/contact_us: messages per client address and per sender's address, an hour. */
  contact: { perClient: AbuseLimit; perAddress: AbuseLimit };
  /** /api/newsletter: sign-ups per client address and per address signed up, an hour. */
  newsletter: { perClient: AbuseLimit; perAddress: AbuseLimit };
  /**
   * Order tracking and "Ångra köp": lookups per client address and per order number from it, a
   * minute; wrong guesses per client address, an hour (order-lookup-limit.ts).
   */
  orderLookup: OrderLookupLimit;
  /** "Helpful" votes on reviews per client address, an hour. */
  reviewVote: { perClient: AbuseLimit };
  /** /page/checkout: orders sent per client address and per buyer's e-mail, an hour. */
  checkout: { perClient: AbuseLimit; perAddress: AbuseLimit };
}

const HOUR = 60 * 60_000;
const MINUTE = 60_000;

export function createFormLimits(
  config: AbuseLimitsConfig,
  store: WindowStore,
  onStoreError?: (error: unknown) => void,
): FormLimits {
  const limit = (name: string, size: number, windowMs: number) =>
    createAbuseLimit(store, { name, limit: size, windowMs }, onStoreError);
  return {
    contact: {
      perClient: limit("contact:client", config.contactPerClient, HOUR),
      perAddress: limit("contact:address", config.contactPerAddress, HOUR),
    },
    newsletter: {
      perClient: limit("newsletter:client", config.newsletterPerClient, HOUR),
      perAddress: limit("newsletter:address", config.newsletterPerAddress, HOUR),
    },
    orderLookup: createOrderLookupLimit({
      perClient: limit("lookup:client", config.lookupsPerClient, MINUTE),
      perOrder: limit("lookup:order", config.lookupsPerOrder, MINUTE),
      wrongPerClient: limit("lookup:wrong", config.lookupFailuresPerClient, HOUR),
    }),
    reviewVote: { perClient: limit("vote:client", config.votesPerClient, HOUR) },
    checkout: {
      perClient: limit("checkout:client", config.checkoutPerClient, HOUR),
      perAddress: limit("checkout:address", config.checkoutPerAddress, HOUR),
    },
  };
}
