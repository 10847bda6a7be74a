import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/order-tracking";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.orderTracking.title"),
    description: t("page.orderTracking.description"),
  }));

export default function OrderTrackingPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t("page.orderTracking.title")} />
      <EmptyState title={t("page.orderTracking.emptyTitle")}>
        <p>{t("page.orderTracking.emptyText")}</p>
        <p>
          <Link to="/page/contact_us" className="underline">
            {t("CONTACT")}
          </Link>
        </p>
      </EmptyState>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
