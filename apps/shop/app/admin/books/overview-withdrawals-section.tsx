// Withdrawals within the period still waiting for their refund, each linked to its order, with
// the legal deadline to refund it and a red "overdue" once that has passed.
import { Link } from "react-router";
import type { Overview } from "../../../server/admin/books/overview.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import { formatDateTime } from "../../../domain/admin-format.ts";
import { td, th } from "./overview-cells.ts";
import { overviewMessages } from "./overview-messages.ts";
import { OverviewSection } from "./overview-section.tsx";

export function OverviewWithdrawalsSection({ withdrawals }: Pick<Overview, "withdrawals">) {
  const t = usePageT(overviewMessages);
  const language = useLanguage();
  return (
    <OverviewSection id="overview-withdrawals" title={t("withdrawals.title")}>
      <p className="mb-2 max-w-prose">{t("withdrawals.intro")}</p>
      {withdrawals.count === 0 ? (
        <p>{t("withdrawals.none")}</p>
      ) : (
        <>
          <p className="mb-2">{t("withdrawals.count", { count: withdrawals.count })}</p>
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
              {withdrawals.rows.map((withdrawal) => (
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
    </OverviewSection>
  );
}
