// The limits on every form a stranger can send (README "Abuse limits"): per client address and
// per e-mail address, in fixed windows; order lookups and "helpful" votes per client address.
// Sizes come from the configuration (server/config.ts); the store is Redis when the shop has one, so instances share the counts.
import type { AbuseLimitsConfig } from "../config.ts";
import { normaliseEmail } from "../newsletter/newsletter-subscriptions.ts";
import { createAbuseLimit, takeAll, type AbuseLimit, type LimitVerdict } from "./abuse-limit.ts";
import { createOrderLookupLimit, type OrderLookupLimit } from "./order-lookup-limit.ts";
import type { WindowStore } from "./window-store.ts";

/** A form's limits on who sends it: per client address and per e-mail address given. */
export interface SenderLimits {
  perClient: AbuseLimit;
  perAddress: AbuseLimit;
  /**
   * Spends one attempt of each, for the client (its key, client-key.ts) and for `email` in any
   * case and spacing; the first refusal answers.
   */
  take(client: string, email: string): Promise<LimitVerdict>;
}

export interface FormLimits {
  /** /page/contact_us: messages per client address and per sender's address, an hour. */
  contact: SenderLimits;
  /** /api/newsletter: sign-ups per client address and per address signed up, an hour. */
  newsletter: SenderLimits;
  /**
   * Order tracking and "Ångra köp": lookups per client address and per order number from it, a
   * minute; wrong guesses per client address, an hour (order-lookup-limit.ts).
   */
  orderLookup: OrderLookupLimit;
  /** "Helpful" votes on reviews per client address, an hour. */
  reviewVote: { perClient: AbuseLimit };
  /** /page/checkout: orders sent per client address and per buyer's e-mail, an hour. */
  checkout: SenderLimits;
  /**
   * /bevakning: product alerts asked for per client address and per address, an hour; the
   * newsletter's sizes, as both mail a confirmation to an address a stranger may type.
   */
  productAlert: SenderLimits;
}

function senderLimits(perClient: AbuseLimit, perAddress: AbuseLimit): SenderLimits {
  return {
    perClient,
    perAddress,
    take: (client, email) =>
      takeAll([
        [perClient, client],
        [perAddress, normaliseEmail(email)],
      ]),
  };
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
    contact: senderLimits(
      limit("contact:client", config.contactPerClient, HOUR),
      limit("contact:address", config.contactPerAddress, HOUR),
    ),
    newsletter: senderLimits(
      limit("newsletter:client", config.newsletterPerClient, HOUR),
      limit("newsletter:address", config.newsletterPerAddress, HOUR),
    ),
    orderLookup: createOrderLookupLimit({
      perClient: limit("lookup:client", config.lookupsPerClient, MINUTE),
      perOrder: limit("lookup:order", config.lookupsPerOrder, MINUTE),
      wrongPerClient: limit("lookup:wrong", config.lookupFailuresPerClient, HOUR),
    }),
    reviewVote: { perClient: limit("vote:client", config.votesPerClient, HOUR) },
    checkout: senderLimits(
      limit("checkout:client", config.checkoutPerClient, HOUR),
      limit("checkout:address", config.checkoutPerAddress, HOUR),
    ),
    productAlert: senderLimits(
      limit("alert:client", config.newsletterPerClient, HOUR),
      limit("alert:address", config.newsletterPerAddress, HOUR),
    ),
  };
}
