// Paid orders waiting to be packed, the first paid first, each linked to its admin page; the
// count says how many there are when the list shows only some.
import { Link } from "react-router";
import type { Overview } from "../../../server/admin/books/overview.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import { formatDateTime, formatSek } from "../../../domain/admin-format.ts";
import { num, td, th } from "./overview-cells.ts";
import { overviewMessages } from "./overview-messages.ts";
import { OverviewSection } from "./overview-section.tsx";

export function OverviewToPackSection({ toPack }: Pick<Overview, "toPack">) {
  const t = usePageT(overviewMessages);
  const language = useLanguage();
  return (
    <OverviewSection id="overview-pack" title={t("pack.title")} testId="overview-to-pack">
      {toPack.count === 0 ? (
        <p>{t("pack.none")}</p>
      ) : (
        <>
          <p className="mb-2">
            {t("pack.count", { count: toPack.count })}
            {toPack.count > toPack.rows.length &&
              ` ${t("pack.shown", { shown: toPack.rows.length })}`}
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
              {toPack.rows.map((order) => (
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
    </OverviewSection>
  );
}
