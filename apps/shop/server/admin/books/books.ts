// The admin's books (README "Admin" → "Overview and bookkeeping"): the overview's figures, and
// a period's orders and refunds as the summary the bookkeeping page shows, as CSV and as an SIE 4
// file. Routes reach it as `admin.books`; the export is for owners only (the routes check), and
// every download is recorded in the audit log like the customer exports (`download`).
import type { Kysely } from "@kretsbutiken/database";
import type { Language } from "../../../domain/language.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import type { Actor, AuditLog } from "../audit/audit-log.ts";
import { addGross, totalOf, ZERO, type Gross } from "./book-amounts.ts";
import { entriesBetween, type BookEntry } from "./book-entries.ts";
import { periodInstants, type BookPeriod } from "../../../domain/books/book-period.ts";
import { bookkeepingCsv } from "./bookkeeping-csv.ts";
import { overview, type Overview } from "./overview.ts";
import { ACCOUNT_NAMES } from "../../../domain/books/sie-accounts.ts";
import { sieFile } from "./sie-file.ts";
import { vouchersOf } from "./sie-vouchers.ts";
import { stockholmDate, type CalendarDate } from "../../../domain/books/stockholm-days.ts";

export interface AccountTotal {
  account: number;
  name: string;
  /** Öre: debit positive, credit negative. */
  amount: number;
}

export interface PeriodSummary {
  sales: { count: number; amount: Gross };
  refunds: { count: number; amount: Gross };
  /** What the SIE file books, summed per account over the period. */
  accounts: AccountTotal[];
  vouchers: number;
}

export interface Company {
  name: string;
  orgNr: string | undefined;
}

export interface Books {
  /** Today's date in Stockholm. */
  today(): CalendarDate;
  overview(): Promise<Overview>;
  entries(period: BookPeriod): Promise<BookEntry[]>;
  summary(period: BookPeriod): Promise<PeriodSummary>;
  csv(period: BookPeriod, language: Language): Promise<string>;
  /** The SIE 4 file's bytes (CP437); `sign` is who made it. */
  sie(period: BookPeriod, company: Company, sign: string): Promise<Uint8Array<ArrayBuffer>>;
  /**
   * The file `actor` downloads, once its entry is in the audit log (who, which format and
   * period, how many bytes, when): a download whose entry cannot be written fails.
   */
  download(
    actor: Actor,
    request: BooksDownload,
    at?: Date,
  ): Promise<string | Uint8Array<ArrayBuffer>>;
}

export type BooksFormat = "csv" | "sie";

/** What a bookkeeping download asks for: the file's format and period, and what it is headed with. */
export interface BooksDownload {
  format: BooksFormat;
  period: BookPeriod;
  /** The CSV's headings and separator. */
  language: Language;
  /** The SIE file's company. */
  company: Company;
}

export const SIE_PROGRAM = { name: "Kretsbutiken", version: "1.0" };

export function createBooks(
  db: Kysely<ShopDatabase>,
  { audit, clock = { now: () => new Date() } }: { audit: AuditLog; clock?: { now(): Date } },
): Books {
  const entries = (period: BookPeriod) => {
    const { from, to } = periodInstants(period);
    return entriesBetween(db, from, to);
  };
  const csv = async (period: BookPeriod, language: Language) =>
    bookkeepingCsv(await entries(period), language);
  const sie = async (period: BookPeriod, company: Company, sign: string) => {
    const year = period.first.slice(0, 4);
    return sieFile({
      program: SIE_PROGRAM,
      generated: { date: stockholmDate(clock.now()), sign },
      company,
      fiscalYear: { start: `${year}-01-01`, end: `${year}-12-31` },
      vouchers: vouchersOf(await entries(period)),
    });
  };
  return {
    today: () => stockholmDate(clock.now()),
    overview: () => overview(db, clock.now()),
    entries,

    async summary(period) {
      const all = await entries(period);
      const vouchers = vouchersOf(all);
      const byAccount = new Map<number, number>();
      for (const { account, amount } of vouchers.flatMap((v) => v.transactions)) {
        byAccount.set(account, (byAccount.get(account) ?? 0) + amount);
      }
      const sum = (kind: BookEntry["kind"]) => {
        const of = all.filter((entry) => entry.kind === kind);
        return {
          count: of.length,
          amount: of.map((entry) => totalOf(entry.amounts)).reduce(addGross, ZERO),
        };
      };
      return {
        sales: sum("sale"),
        refunds: sum("refund"),
        accounts: [...byAccount]
          .filter(([, amount]) => amount !== 0)
          .sort(([a], [b]) => a - b)
          .map(([account, amount]) => ({
            account,
            name: ACCOUNT_NAMES.get(account) ?? "",
            amount,
          })),
        vouchers: vouchers.length,
      };
    },

    csv,
    sie,

    async download(actor, { format, period, language, company }, at = clock.now()) {
      const body =
        format === "csv" ? await csv(period, language) : await sie(period, company, actor.email);
      await audit.record(
        db,
        actor,
        {
          action: "books.export",
          subjectType: "books",
          subjectId: `${period.first}/${period.last}`,
          after: {
            format,
            from: period.first,
            to: period.last,
            bytes: Buffer.byteLength(body),
          },
        },
        at,
      );
      return body;
    },
  };
}
