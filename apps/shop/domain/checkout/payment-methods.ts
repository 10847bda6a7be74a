// The ways to pay at checkout (market.md): card and Swish, and invoice, which is credit. Credit
// must not be listed first or preselected when other methods exist (market.md), so the order
// of this table is the order on the page.
import type { Localized } from "../catalogue/product.ts";

export type PaymentMethodId = "card" | "swish" | "invoice";

export interface PaymentMethod {
  id: PaymentMethodId;
  name: Localized;
  /** Buy now, pay later: shown after the methods that are not credit, never chosen for the buyer. */
  credit: boolean;
  /** Öre incl. moms added to the order. */
  fee: number;
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { id: "card", name: { se: "Kort", en: "Card" }, credit: false, fee: 0 },
  { id: "swish", name: { se: "Swish", en: "Swish" }, credit: false, fee: 0 },
  {
    id: "invoice",
    name: { se: "Faktura (betala inom 14 dagar)", en: "Invoice (pay within 14 days)" },
    credit: true,
    fee: 0,
  },
];

/** The method a fresh checkout starts with: the first that is not credit. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethodId =
  PAYMENT_METHODS.find((method) => !method.credit)?.id ?? "card";

export function isPaymentMethodId(value: string): value is PaymentMethodId {
  return PAYMENT_METHODS.some((method) => method.id === value);
}
