// What a payment provider tells the shop about a refund, once its message is verified: the
// provider's own id for the message (so a replay is recognised), the shop's refund it is about,
// the outcome, the amount in öre and the provider's reference for the refund.
export type RefundOutcome = "succeeded" | "failed";

export interface RefundEvent {
  eventId: string;
  /** The shop's refund (refunds.id), which the provider was given when the refund started. */
  refundId: string;
  outcome: RefundOutcome;
  /** Öre, SEK. */
  amount: number;
  /** The provider's id of the refund, e.g. a Stripe refund "re_…". */
  reference: string;
}
