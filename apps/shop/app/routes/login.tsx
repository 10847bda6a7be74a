// /login and /page/login: the sign-in widget arrives with the auth work; until then an
// honest notice. Spec §2: no tap-to-top on login pages.
import { EmptyState } from "../components/empty-state.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { ErrorPage } from "../errors/error-page.tsx";
import { useT } from "../i18n/use-t.ts";
import type { ShopHandle } from "../layout/route-handle.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.login.title"),
    description: t("page.login.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { hideTapToTop: true, indexable: false };

export default function LoginPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t("page.login.title")} />
      <EmptyState title={t("page.login.emptyTitle")}>
        <p>{t("page.login.emptyText")}</p>
      </EmptyState>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
