// Spec §2/§6: the dashboard needs the logged-in check, which comes with the auth work. Until
// then nobody can be signed in, so the page says so and shows no account data.
import { Link } from "react-router";
import { buttonClass } from "../../components/button-styles.ts";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/user-dashboard";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.userDashboard.title"),
    description: t("page.userDashboard.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export default function UserDashboardPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t("page.userDashboard.title")} />
      <EmptyState title={t("page.userDashboard.emptyTitle")}>
        <p>{t("page.userDashboard.emptyText")}</p>
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
