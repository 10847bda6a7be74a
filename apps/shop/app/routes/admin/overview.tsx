// /admin (staff and owners): what the shop sold today and this month, the last 30 days as a
// chart, and what is waiting: paid orders to pack, withdrawals to refund by their deadline,
// products running low (server/admin/books/overview.ts). The sections: app/admin/books/overview-*.
import { useLoaderData } from "react-router";
import { staffOf } from "../../admin/admin-guard.server.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { OverviewLowStockSection } from "../../admin/books/overview-low-stock-section.tsx";
import { overviewMessages } from "../../admin/books/overview-messages.ts";
import { loadOverview } from "../../admin/books/overview-page.server.ts";
import { OverviewSalesSection } from "../../admin/books/overview-sales-section.tsx";
import { OverviewSection } from "../../admin/books/overview-section.tsx";
import { OverviewToPackSection } from "../../admin/books/overview-to-pack-section.tsx";
import { OverviewWithdrawalsSection } from "../../admin/books/overview-withdrawals-section.tsx";
import { SalesChart } from "../../admin/books/sales-chart.tsx";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { Route } from "./+types/overview";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) => overviewMessages[language].title);

export async function loader({ context }: Route.LoaderArgs) {
  staffOf(context);
  return loadOverview(context);
}

export default function OverviewPage() {
  const t = usePageT(overviewMessages);
  const view = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">{t("title")}</h1>
      <p className="mb-4 max-w-prose">{t("intro")}</p>

      <OverviewSalesSection
        today={view.today}
        monthStart={view.monthStart}
        todayFigures={view.todayFigures}
        monthFigures={view.monthFigures}
      />
      <OverviewSection id="overview-chart" title={t("chart.title")}>
        <SalesChart days={view.days} />
      </OverviewSection>
      <OverviewToPackSection toPack={view.toPack} />
      <OverviewWithdrawalsSection withdrawals={view.withdrawals} />
      <OverviewLowStockSection lowStock={view.lowStock} lowStockLimit={view.lowStockLimit} />
    </>
  );
}
