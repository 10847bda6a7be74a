import { Link } from "react-router";
import { buttonClass } from "../components/button-styles.ts";
import { EmptyState } from "../components/empty-state.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { ErrorPage } from "../errors/error-page.tsx";
import { useT } from "../i18n/use-t.ts";
import type { ShopHandle } from "../layout/route-handle.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.profile.title"),
    description: t("page.profile.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export default function ProfilePage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t("page.profile.title")} />
      <EmptyState title={t("page.profile.emptyTitle")}>
        <p>{t("page.profile.emptyText")}</p>
        <p>
          <Link to="/login" className={buttonClass("primary")}>
            {t("page.userDashboard.toLogin")}
          </Link>
        </p>
      </EmptyState>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
