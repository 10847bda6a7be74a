// What the shop sold today and this month: orders, sales with and without moms, refunds, and
// what is left of the sales after them.
import type { Overview, PeriodFigures } from "../../../server/admin/books/overview.ts";
import type { Language } from "../../../domain/language.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import { formatSek } from "../../../domain/admin-format.ts";
import { formatCalendarDate } from "./calendar-format.ts";
import { num, th } from "./overview-cells.ts";
import { overviewMessages } from "./overview-messages.ts";
import { OverviewSection } from "./overview-section.tsx";

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

export function OverviewSalesSection({
  today,
  monthStart,
  todayFigures,
  monthFigures,
}: Pick<Overview, "today" | "monthStart" | "todayFigures" | "monthFigures">) {
  const t = usePageT(overviewMessages);
  const language = useLanguage();
  return (
    <OverviewSection id="overview-sales" title={t("sales.title")}>
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
              label={t("sales.today", { date: formatCalendarDate(today, language) })}
              figures={todayFigures}
              language={language}
            />
            <FiguresRow
              label={t("sales.month", { date: formatCalendarDate(monthStart, language) })}
              figures={monthFigures}
              language={language}
            />
          </tbody>
        </table>
      </div>
    </OverviewSection>
  );
}
