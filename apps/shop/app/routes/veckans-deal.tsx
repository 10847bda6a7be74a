import { EmptyState } from "../components/empty-state.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { ErrorPage } from "../errors/error-page.tsx";
import { useT } from "../i18n/use-t.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/veckans-deal";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.deal.title"),
    description: t("page.deal.description"),
  }));

export default function DealOfTheWeekPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t("page.deal.title")} />
      <EmptyState title={t("page.deal.emptyTitle")}>
        <p>{t("page.deal.emptyText")}</p>
      </EmptyState>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
