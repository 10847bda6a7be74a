// What /admin/bookkeeping loads (bookkeeping-page.server.ts): the quick choices, and the period
// chosen with what it books (or the moms rate that stops it), or the dates that could not be read.
import type { BookPeriod, PeriodError } from "../../../domain/books/book-period.ts";
import type { PeriodSummary } from "../../../server/admin/books/books.ts";

export type BookkeepingPageData = {
  /** Query strings of the quick choices. */
  thisMonth: string;
  lastMonth: string;
  orgNrMissing: boolean;
} & (
  | { ok: true; period: BookPeriod; query: string; summary: PeriodSummary }
  | { ok: true; period: BookPeriod; query: string; unknownRate: number }
  | { ok: false; from: string; to: string; errors: { from?: PeriodError; to?: PeriodError } }
);

/** The page once its period could be read. */
export type ChosenPeriodData = Extract<BookkeepingPageData, { ok: true }>;
