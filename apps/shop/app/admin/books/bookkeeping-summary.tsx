// What a period books: its sales and refunds (how many, incl. moms, the moms in them), the
// period summed per account as the SIE file books it, and how many vouchers the file holds.
import type { PeriodSummary } from "../../../server/admin/books/books.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import { formatSek } from "../../../domain/admin-format.ts";
import { bookkeepingMessages } from "./bookkeeping-messages.ts";

export function BookkeepingSummary({ summary }: { summary: PeriodSummary }) {
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
