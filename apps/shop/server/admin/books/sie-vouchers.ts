// The period's entries as SIE vouchers: one for each Stockholm day's sales and one for each
// day's refunds, in series "W" (webbutik), numbered from 1 in date order. A sales voucher debits
// the receivable (1580) with what the buyers paid and credits each rate's sales account with the
// amount excl. moms and its moms account with the moms; a refund voucher is the same with every
// sign turned. Every voucher balances to the öre: each part's gross is its net plus its moms.
// Orders paid through the built-in test provider (play money, record 0047) get vouchers of
// their own, whose text says so, never mixed with real sales.
import { STANDARD_MOMS_RATE } from "../../../domain/moms.ts";
import { negated, totalOf, type BookAmounts, type Gross } from "./book-amounts.ts";
import type { BookEntry } from "./book-entries.ts";
import {
  accountsForRate,
  DELIVERY_FEE_ACCOUNT,
  PAYMENT_FEE_ACCOUNT,
  RECEIVABLE_ACCOUNT,
} from "../../../domain/books/sie-accounts.ts";
import { stockholmDate, type CalendarDate } from "../../../domain/books/stockholm-days.ts";

export const VOUCHER_SERIES = "W";

export interface SieTransaction {
  account: number;
  /** Öre: debit positive, credit negative. */
  amount: number;
}

export interface SieVoucher {
  series: string;
  number: number;
  date: CalendarDate;
  text: string;
  transactions: SieTransaction[];
}

/** Postings of one sale (as it is) or one refund (negated): debit the receivable, credit the rest. */
function postings(amounts: BookAmounts): SieTransaction[] {
  const out: SieTransaction[] = [{ account: RECEIVABLE_ACCOUNT, amount: totalOf(amounts).gross }];
  const credit = (salesAccount: number, momsAccount: number, part: Gross) => {
    out.push({ account: salesAccount, amount: -(part.gross - part.moms) });
    out.push({ account: momsAccount, amount: -part.moms });
  };
  for (const goods of amounts.goods) {
    const accounts = accountsForRate(goods.rate);
    credit(accounts.sales, accounts.moms, goods);
  }
  const feeMoms = accountsForRate(STANDARD_MOMS_RATE).moms;
  credit(DELIVERY_FEE_ACCOUNT, feeMoms, amounts.delivery);
  credit(PAYMENT_FEE_ACCOUNT, feeMoms, amounts.paymentFee);
  return out;
}

// The receivable first, then revenue (BAS class 3), then moms, each by number.
const rank = (account: number) =>
  account === RECEIVABLE_ACCOUNT ? 0 : Math.floor(account / 1000) === 3 ? 1 : 2;

function summed(transactions: readonly SieTransaction[]): SieTransaction[] {
  const byAccount = new Map<number, number>();
  for (const { account, amount } of transactions) {
    byAccount.set(account, (byAccount.get(account) ?? 0) + amount);
  }
  return [...byAccount]
    .filter(([, amount]) => amount !== 0)
    .map(([account, amount]) => ({ account, amount }))
    .sort((a, b) => rank(a.account) - rank(b.account) || a.account - b.account);
}

interface Group {
  date: CalendarDate;
  kind: BookEntry["kind"];
  test: boolean;
  entries: BookEntry[];
}

/** Postings balance by construction (each part's gross is its net plus its moms), so a voucher
 * is never checked for balance here; the tests read every file back and sum it. */
export function vouchersOf(entries: readonly BookEntry[]): SieVoucher[] {
  const groups = new Map<string, Group>();
  for (const entry of entries) {
    const date = stockholmDate(entry.at);
    const test = entry.testPayment === true;
    const key = `${date} ${entry.kind === "sale" ? 0 : 1} ${test ? 1 : 0}`;
    const group = groups.get(key) ?? { date, kind: entry.kind, test, entries: [] };
    group.entries.push(entry);
    groups.set(key, group);
  }
  // The keys sort as text into date order, sales before refunds, real before play money.
  const ordered = [...groups.keys()].sort().map((key) => groups.get(key) as Group);
  const dated = ordered.flatMap((group): Omit<SieVoucher, "number">[] => {
    const transactions = summed(
      group.entries.flatMap((entry) =>
        postings(entry.kind === "sale" ? entry.amounts : negated(entry.amounts)),
      ),
    );
    // A day of orders that cost nothing has nothing to book.
    if (transactions.length === 0) return [];
    const count = group.entries.length;
    const text =
      (group.test ? "TESTORDRAR, inga riktiga pengar: " : "") +
      (group.kind === "sale"
        ? `Webbutikens försäljning ${group.date} (${count} ${count === 1 ? "order" : "ordrar"})`
        : `Webbutikens återbetalningar ${group.date} (${count} st)`);
    return [{ series: VOUCHER_SERIES, date: group.date, text, transactions }];
  });
  return dated.map((voucher, index) => ({ ...voucher, number: index + 1 }));
}
