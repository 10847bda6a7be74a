// What a payment provider tells the shop about an order, once its message is verified: the
// provider's own id for the message (so a replay is recognised), the order, the outcome and
// the amount in öre.
export type PaymentOutcome = "paid" | "declined" | "cancelled";

export interface PaymentEvent {
  eventId: string;
  orderId: string;
  outcome: PaymentOutcome;
  /** Öre, SEK. */
  amount: number;
  /** The provider's reference for the payment, e.g. a Stripe payment intent. */
  reference: string;
}
