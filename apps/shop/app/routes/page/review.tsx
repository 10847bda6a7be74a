import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/review";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.review.title"),
    description: t("page.review.description"),
  }));

export default function ReviewPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t("page.review.title")} />
      <EmptyState title={t("page.review.emptyTitle")}>
        <p>{t("page.review.emptyText")}</p>
      </EmptyState>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
