// /admin/bookkeeping (owners; staff get 403): choose a period, see what it books, and download
// its orders, refunds and fees as CSV or as an SIE 4 file (server/admin/books/). Choosing a
// period is a GET form: nothing changes, and the address can be bookmarked.
import { data, Form, Link, useLoaderData } from "react-router";
import { formatSek } from "../../admin/admin-format.ts";
import { requireOwner } from "../../admin/admin-guard.server.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { bookkeepingMessages } from "../../admin/books/bookkeeping-messages.ts";
import { formatCalendarDate } from "../../admin/books/calendar-format.ts";
import { AdminField } from "../../admin/components/admin-field.tsx";
import { AdminNotice } from "../../admin/components/admin-notice.tsx";
import { buttonClass } from "../../components/button-styles.ts";
import { servicesContext } from "../../context/services-context.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import {
  currentMonth,
  periodQuery,
  previousMonth,
  readPeriod,
} from "../../../server/admin/books/book-period.ts";
import type { BookPeriod, PeriodError } from "../../../server/admin/books/book-period.ts";
import type { PeriodSummary } from "../../../server/admin/books/books.ts";
import { UnknownMomsRate } from "../../../server/admin/books/sie-accounts.ts";
import type { Route } from "./+types/bookkeeping";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => bookkeepingMessages[language].title);

type LoaderData = {
  /** Query strings of the quick choices. */
  thisMonth: string;
  lastMonth: string;
  orgNrMissing: boolean;
} & (
  | { ok: true; period: BookPeriod; query: string; summary: PeriodSummary }
  | { ok: true; period: BookPeriod; query: string; unknownRate: number }
  | { ok: false; from: string; to: string; errors: { from?: PeriodError; to?: PeriodError } }
);

export async function loader({ request, context }: Route.LoaderArgs) {
  requireOwner(context);
  const services = context.get(servicesContext);
  const { books } = services.admin;
  const today = books.today();
  const frame = {
    thisMonth: periodQuery(currentMonth(today)),
    lastMonth: periodQuery(previousMonth(today)),
    orgNrMissing: !services.company.orgNr,
  };
  const read = readPeriod(new URL(request.url).searchParams, today);
  if (!read.ok) {
    return data<LoaderData>(
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
    return data<LoaderData>({ ...chosen, summary: await books.summary(read.period) });
  } catch (error) {
    if (!(error instanceof UnknownMomsRate)) throw error;
    return data<LoaderData>({ ...chosen, unknownRate: error.rate });
  }
}

function Summary({ summary }: { summary: PeriodSummary }) {
  const t = usePageT(bookkeepingMessages);
  const language = useLanguage();
  const th = "p-2 text-start";
  const num = "p-2 text-end tabular-nums";
  if (summary.sales.count === 0 && summary.refunds.count === 0) {
    return <p className="my-4">{t("summary.nothing")}</p>;
  }
  return (
    <>
      <table className="my-4 w-full max-w-2xl text-sm" data-testid="bookkeeping-summary">
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className={th}>
              {t("summary.what")}
            </th>
            <th scope="col" className="p-2 text-end">
              {t("summary.count")}
            </th>
            <th scope="col" className="p-2 text-end">
              {t("summary.incl")}
            </th>
            <th scope="col" className="p-2 text-end">
              {t("summary.moms")}
            </th>
          </tr>
        </thead>
        <tbody>
          {(["sales", "refunds"] as const).map((kind) => (
            <tr key={kind} className="border-b border-line">
              <th scope="row" className={th}>
                {t(`summary.${kind}`)}
              </th>
              <td className={num}>{summary[kind].count}</td>
              <td className={num}>{formatSek(summary[kind].amount.gross, language)}</td>
              <td className={num}>{formatSek(summary[kind].amount.moms, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="mb-2 mt-6 text-lg font-bold">{t("accounts.title")}</h3>
      <table className="w-full max-w-3xl text-sm" data-testid="bookkeeping-accounts">
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className={th}>
              {t("accounts.account")}
            </th>
            <th scope="col" className={th}>
              {t("accounts.name")}
            </th>
            <th scope="col" className="p-2 text-end">
              {t("accounts.debit")}
            </th>
            <th scope="col" className="p-2 text-end">
              {t("accounts.credit")}
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.accounts.map((row) => (
            <tr key={row.account} className="border-b border-line">
              <td className="p-2 tabular-nums">{row.account}</td>
              <td className="p-2">{row.name}</td>
              <td className={num}>{row.amount > 0 ? formatSek(row.amount, language) : ""}</td>
              <td className={num}>{row.amount < 0 ? formatSek(-row.amount, language) : ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 max-w-prose text-sm">
        {t("summary.vouchers", { count: summary.vouchers })}
      </p>
    </>
  );
}

export default function BookkeepingPage() {
  const t = usePageT(bookkeepingMessages);
  const language = useLanguage();
  const view = useLoaderData<typeof loader>();
  const from = view.ok ? view.period.first : view.from;
  const to = view.ok ? view.period.last : view.to;
  const errors = view.ok ? {} : view.errors;
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t("title")}</h1>
      <p className="mb-4 max-w-prose">{t("intro")}</p>

      <Form method="get" className="max-w-xl" noValidate>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold">{t("period.legend")}</legend>
          <AdminField
            key={`from-${from}`}
            id="period-from"
            name="from"
            type="date"
            label={t("period.from")}
            defaultValue={from}
            required
            error={errors.from ? t(`error.${errors.from}`) : undefined}
          />
          <AdminField
            key={`to-${to}`}
            id="period-to"
            name="to"
            type="date"
            label={t("period.to")}
            defaultValue={to}
            required
            error={errors.to ? t(`error.${errors.to}`) : undefined}
          />
        </fieldset>
        <button type="submit" className={buttonClass("primary", "mt-4")}>
          {t("period.show")}
        </button>
      </Form>
      <nav aria-label={t("period.quick")} className="mt-3 flex gap-4">
        <Link to={`?${view.thisMonth}`} className="underline">
          {t("period.thisMonth")}
        </Link>
        <Link to={`?${view.lastMonth}`} className="underline">
          {t("period.lastMonth")}
        </Link>
      </nav>

      {view.ok && (
        <section aria-labelledby="bookkeeping-period" className="mt-8">
          <h2 id="bookkeeping-period" className="mb-2 text-xl font-bold">
            {t("summary", {
              first: formatCalendarDate(view.period.first, language),
              last: formatCalendarDate(view.period.last, language),
            })}
          </h2>
          {"unknownRate" in view ? (
            <AdminNotice kind="error">{t("error.rate", { rate: view.unknownRate })}</AdminNotice>
          ) : (
            <>
              <Summary summary={view.summary} />
              <h3 className="mb-2 mt-6 text-lg font-bold">{t("download.title")}</h3>
              {view.orgNrMissing && <p className="mb-2 max-w-prose">{t("orgNr.missing")}</p>}
              <ul className="grid max-w-prose gap-4">
                <li>
                  <a
                    href={`/admin/bookkeeping/csv?${view.query}`}
                    download
                    className={buttonClass("secondary")}
                  >
                    {t("download.csv")}
                  </a>
                  <p className="mt-1 text-sm">{t("download.csvHint")}</p>
                </li>
                <li>
                  <a
                    href={`/admin/bookkeeping/sie?${view.query}`}
                    download
                    className={buttonClass("secondary")}
                  >
                    {t("download.sie")}
                  </a>
                  <p className="mt-1 text-sm">{t("download.sieHint")}</p>
                </li>
              </ul>
            </>
          )}
        </section>
      )}
    </>
  );
}
