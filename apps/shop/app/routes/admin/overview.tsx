// /admin (staff and owners): what the shop sold today and this month, the last 30 days as a
// chart, and what is waiting: paid orders to pack, withdrawals to refund by their deadline,
// products running low (server/admin/books/overview.ts).
import { Link, useLoaderData } from "react-router";
import { formatDateTime, formatSek } from "../../admin/admin-format.ts";
import { staffOf } from "../../admin/admin-guard.server.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { formatCalendarDate } from "../../admin/books/calendar-format.ts";
import { overviewMessages } from "../../admin/books/overview-messages.ts";
import { SalesChart } from "../../admin/books/sales-chart.tsx";
import { servicesContext } from "../../context/services-context.ts";
import type { Language } from "../../i18n/language.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import type { PeriodFigures } from "../../../server/admin/books/overview.ts";
import type { Route } from "./+types/overview";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => overviewMessages[language].title);

export async function loader({ context }: Route.LoaderArgs) {
  staffOf(context);
  return context.get(servicesContext).admin.books.overview();
}

const th = "p-2 text-start";
const td = "p-2";
const num = "p-2 text-end tabular-nums";

function FiguresRow({
  label,
  figures,
  language,
}: {
  label: string;
  figures: PeriodFigures;
  language: Language;
}) {
  const net = {
    gross: figures.sales.gross - figures.refunds.gross,
    moms: figures.sales.moms - figures.refunds.moms,
  };
  return (
    <tr className="border-b border-line">
      <th scope="row" className={th}>
        {label}
      </th>
      <td className={num}>{figures.orders}</td>
      <td className={num}>{formatSek(figures.sales.gross, language)}</td>
      <td className={num}>{formatSek(figures.sales.gross - figures.sales.moms, language)}</td>
      <td className={num}>{formatSek(figures.refunds.gross, language)}</td>
      <td className={num}>{formatSek(net.gross, language)}</td>
      <td className={num}>{formatSek(net.gross - net.moms, language)}</td>
    </tr>
  );
}

export default function OverviewPage() {
  const t = usePageT(overviewMessages);
  const language = useLanguage();
  const view = useLoaderData<typeof loader>();
  const section = "mt-8";
  const h2 = "mb-2 text-xl font-bold";
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t("title")}</h1>
      <p className="mb-4 max-w-prose">{t("intro")}</p>

      <section aria-labelledby="overview-sales" className={section}>
        <h2 id="overview-sales" className={h2}>
          {t("sales.title")}
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full max-w-5xl text-sm" data-testid="overview-figures">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className={th}>
                  {t("sales.period")}
                </th>
                {(
                  [
                    "sales.orders",
                    "sales.incl",
                    "sales.excl",
                    "sales.refunds",
                    "sales.netIncl",
                    "sales.netExcl",
                  ] as const
                ).map((key) => (
                  <th key={key} scope="col" className="p-2 text-end">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <FiguresRow
                label={t("sales.today", { date: formatCalendarDate(view.today, language) })}
                figures={view.todayFigures}
                language={language}
              />
              <FiguresRow
                label={t("sales.month", { date: formatCalendarDate(view.monthStart, language) })}
                figures={view.monthFigures}
                language={language}
              />
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="overview-chart" className={section}>
        <h2 id="overview-chart" className={h2}>
          {t("chart.title")}
        </h2>
        <SalesChart days={view.days} />
      </section>

      <section aria-labelledby="overview-pack" className={section} data-testid="overview-to-pack">
        <h2 id="overview-pack" className={h2}>
          {t("pack.title")}
        </h2>
        {view.toPack.count === 0 ? (
          <p>{t("pack.none")}</p>
        ) : (
          <>
            <p className="mb-2">
              {t("pack.count", { count: view.toPack.count })}
              {view.toPack.count > view.toPack.rows.length &&
                ` ${t("pack.shown", { shown: view.toPack.rows.length })}`}
            </p>
            <table className="w-full max-w-3xl text-sm">
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className={th}>
                    {t("pack.order")}
                  </th>
                  <th scope="col" className={th}>
                    {t("pack.paidAt")}
                  </th>
                  <th scope="col" className="p-2 text-end">
                    {t("pack.total")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.toPack.rows.map((order) => (
                  <tr key={order.number} className="border-b border-line">
                    <td className={td}>
                      <Link to={`/admin/orders/${order.number}`} className="underline">
                        {order.number}
                      </Link>
                    </td>
                    <td className={td}>{formatDateTime(order.paidAt, language)}</td>
                    <td className={num}>{formatSek(order.total, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>

      <section aria-labelledby="overview-withdrawals" className={section}>
        <h2 id="overview-withdrawals" className={h2}>
          {t("withdrawals.title")}
        </h2>
        <p className="mb-2 max-w-prose">{t("withdrawals.intro")}</p>
        {view.withdrawals.count === 0 ? (
          <p>{t("withdrawals.none")}</p>
        ) : (
          <>
            <p className="mb-2">{t("withdrawals.count", { count: view.withdrawals.count })}</p>
            <table className="w-full max-w-4xl text-sm">
              <thead>
                <tr className="border-b border-line">
                  {(
                    [
                      "withdrawals.order",
                      "withdrawals.what",
                      "withdrawals.received",
                      "withdrawals.deadline",
                    ] as const
                  ).map((key) => (
                    <th key={key} scope="col" className={th}>
                      {t(key)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {view.withdrawals.rows.map((withdrawal) => (
                  <tr key={withdrawal.id} className="border-b border-line">
                    <td className={td}>
                      <Link to={`/admin/orders/${withdrawal.orderNumber}`} className="underline">
                        {withdrawal.orderNumber}
                      </Link>
                    </td>
                    <td className={td}>
                      {t(withdrawal.wholeOrder ? "withdrawals.whole" : "withdrawals.part")}
                    </td>
                    <td className={td}>{formatDateTime(withdrawal.receivedAt, language)}</td>
                    <td className={td}>
                      {formatDateTime(withdrawal.deadline, language)}
                      {withdrawal.overdue && (
                        <strong className="ms-2 rounded-control bg-danger px-2 py-0.5 text-on-danger">
                          {t("withdrawals.overdue")}
                        </strong>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        <p className="mt-2">
          <Link to="/admin/withdrawals" className="underline">
            {t("withdrawals.all")}
          </Link>
        </p>
      </section>

      <section aria-labelledby="overview-stock" className={section}>
        <h2 id="overview-stock" className={h2}>
          {t("stock.title")}
        </h2>
        <p className="mb-2">{t("stock.intro", { limit: view.lowStockLimit })}</p>
        {view.lowStock.count === 0 ? (
          <p>{t("stock.none")}</p>
        ) : (
          <>
            <p className="mb-2">{t("stock.count", { count: view.lowStock.count })}</p>
            <table className="w-full max-w-3xl text-sm">
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className={th}>
                    {t("stock.product")}
                  </th>
                  <th scope="col" className={th}>
                    {t("stock.sku")}
                  </th>
                  <th scope="col" className="p-2 text-end">
                    {t("stock.left")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.lowStock.rows.map((product) => (
                  <tr key={product.id} className="border-b border-line">
                    <td className={td}>
                      <Link to={`/admin/products/${product.id}`} className="underline">
                        {product.name[language] || product.sku}
                      </Link>
                    </td>
                    <td className={td}>{product.sku}</td>
                    <td className={num}>{product.inStock}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
    </>
  );
}
