// How long an unpaid order holds its stock (record 0047): as long as paying takes, a few
// minutes for card and Swish (ORDER_RESERVATION_MINUTES, 10 by default), so a stranger who
// never pays keeps nothing long. A payment provider whose hosted page cannot end sooner (Stripe
// Checkout lives at least 30 minutes) holds until its page ends, so money never arrives for an
// order that already gave its stock back; none of the shop's methods needs longer.

/** When the hold of an order placed at `now` ends. */
export function reservationEnd(now: Date, holdMinutes: number, providerMinimumMs: number): Date {
  return new Date(now.getTime() + Math.max(holdMinutes * 60_000, providerMinimumMs));
}
