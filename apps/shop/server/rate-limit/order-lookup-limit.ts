// Order lookups by number and e-mail (tracking, "Ångra köp"): what stops a stranger guessing,
// without letting anyone lock the real owner out. Every budget is the client's own (keyed by
// clientKey of its address): lookups a minute, lookups of one order number a minute, and wrong
// guesses an hour, which only a wrong guess spends but every lookup checks first. Nothing is
// counted per order number alone: that would be a lock any stranger could set on the owner, who
// looks up from another address with a budget of their own. The link in an order mail (its own
// token) is no guess: a lookup by it passes none of these.
import type { AbuseLimit, LimitVerdict } from "./abuse-limit.ts";

export interface OrderLookupLimit {
  /** Before a lookup: spends one of `client`'s attempts, for `number`; refused past a budget. */
  before(client: string, number: string): Promise<LimitVerdict>;
  /** After a number and e-mail that found no order: spends one of `client`'s wrong guesses. */
  wrong(client: string): Promise<void>;
}

export interface OrderLookupBudgets {
  /** Lookups per client, whatever they find. */
  perClient: AbuseLimit;
  /** Lookups of one order number per client. */
  perOrder: AbuseLimit;
  /** Wrong guesses per client. */
  wrongPerClient: AbuseLimit;
}

export function createOrderLookupLimit(budgets: OrderLookupBudgets): OrderLookupLimit {
  return {
    async before(client, number) {
      const spent = await budgets.perClient.take(client);
      if (!spent.allowed) return spent;
      // The number in the key is the client's, so a stranger's lookups of it cost the owner nothing.
      const ofNumber = await budgets.perOrder.take(`${client}|${number}`);
      if (!ofNumber.allowed) return ofNumber;
      return budgets.wrongPerClient.check(client);
    },
    async wrong(client) {
      await budgets.wrongPerClient.take(client);
    },
  };
}
