// The BAS accounts (kontoplan BAS 2014) the shop's SIE file books to (README "Admin" →
// "Overview and bookkeeping"). Sales per moms rate on 3001/3002/3003 with their output moms on
// 2611/2621/2631; the delivery fee is "Fakturerade frakter" (3520) and the payment fee
// "Faktureringsavgifter" (3540), both with 25 % moms; what the buyer paid is a receivable from
// the payment provider (1580) until the provider pays out, which the bank statement books.
import { ShopError } from "../shop-error.ts";

export const RECEIVABLE_ACCOUNT = 1580;
export const DELIVERY_FEE_ACCOUNT = 3520;
export const PAYMENT_FEE_ACCOUNT = 3540;

interface RateAccounts {
  sales: number;
  moms: number;
}

const RATE_ACCOUNTS: ReadonlyMap<number, RateAccounts> = new Map([
  [25, { sales: 3001, moms: 2611 }],
  [12, { sales: 3002, moms: 2621 }],
  [6, { sales: 3003, moms: 2631 }],
]);

export const ACCOUNT_NAMES: ReadonlyMap<number, string> = new Map([
  [1580, "Fordringar för kontokort och kortinlösen"],
  [2611, "Utgående moms på försäljning inom Sverige, 25 %"],
  [2621, "Utgående moms på försäljning inom Sverige, 12 %"],
  [2631, "Utgående moms på försäljning inom Sverige, 6 %"],
  [3001, "Försäljning inom Sverige, 25 % moms"],
  [3002, "Försäljning inom Sverige, 12 % moms"],
  [3003, "Försäljning inom Sverige, 6 % moms"],
  [3520, "Fakturerade frakter"],
  [3540, "Faktureringsavgifter"],
]);

/** The moms rates the books know; an order line at another rate cannot be booked. */
export const MOMS_RATES: readonly number[] = [...RATE_ACCOUNTS.keys()];

export class UnknownMomsRate extends ShopError<"UNKNOWN_MOMS_RATE"> {
  readonly rate: number;
  constructor(rate: number) {
    super("UNKNOWN_MOMS_RATE", `no BAS accounts for moms rate ${rate} %`);
    this.rate = rate;
  }
}

/** The sales and output moms accounts of a rate. */
export function accountsForRate(rate: number): RateAccounts {
  const accounts = RATE_ACCOUNTS.get(rate);
  if (!accounts) throw new UnknownMomsRate(rate);
  return accounts;
}
