// Spec §2: no tap-to-top on the forgot_password page.
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.forgotPassword.title"),
    description: t("page.forgotPassword.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { hideTapToTop: true, indexable: false };

export default function ForgotPasswordPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t("page.forgotPassword.title")} />
      <EmptyState title={t("page.forgotPassword.emptyTitle")}>
        <p>{t("page.forgotPassword.emptyText")}</p>
      </EmptyState>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
