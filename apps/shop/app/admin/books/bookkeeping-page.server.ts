// The loader's work for /admin/bookkeeping: the quick choices (this month, last month), the
// period the address asks for (a 400 when its dates cannot be read) and what it books. A moms
// rate the books have no accounts for is said on the page, not thrown.
import { data, type RouterContextProvider } from "react-router";
import {
  currentMonth,
  periodQuery,
  previousMonth,
  readPeriod,
} from "../../../domain/books/book-period.ts";
import { UnknownMomsRate } from "../../../domain/books/sie-accounts.ts";
import { servicesContext } from "../../context/services-context.ts";
import type { BookkeepingPageData } from "./bookkeeping-page-data.ts";

export async function loadBookkeeping(
  context: Readonly<RouterContextProvider>,
  params: URLSearchParams,
) {
  const services = context.get(servicesContext);
  const { books } = services.admin;
  const today = books.today();
  const frame = {
    thisMonth: periodQuery(currentMonth(today)),
    lastMonth: periodQuery(previousMonth(today)),
    orgNrMissing: !services.company.orgNr,
  };
  const read = readPeriod(params, today);
  if (!read.ok) {
    return data<BookkeepingPageData>(
      { ...frame, ok: false, from: read.from, to: read.to, errors: read.errors },
      { status: 400 },
    );
  }
  const chosen = {
    ...frame,
    ok: true as const,
    period: read.period,
    query: periodQuery(read.period),
  };
  try {
    return data<BookkeepingPageData>({ ...chosen, summary: await books.summary(read.period) });
  } catch (error) {
    if (!(error instanceof UnknownMomsRate)) throw error;
    return data<BookkeepingPageData>({ ...chosen, unknownRate: error.rate });
  }
}
