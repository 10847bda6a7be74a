// Moms (Swedish VAT) inside a price that includes it: 25 % of the net is 20 % of the gross.
// Rounded per line, as a receipt shows it.

/** Goods and delivery in this shop carry the standard rate. */
export const STANDARD_MOMS_RATE = 25;

/** The moms included in `gross` öre at `rate` percent. */
export function momsOf(gross: number, rate: number = STANDARD_MOMS_RATE): number {
  return Math.round((gross * rate) / (100 + rate));
}
