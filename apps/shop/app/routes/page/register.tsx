// Spec §2: no tap-to-top on the register page.
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.register.title"),
    description: t("page.register.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { hideTapToTop: true, indexable: false };

export default function RegisterPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t("page.register.title")} />
      <EmptyState title={t("page.register.emptyTitle")}>
        <p>{t("page.register.emptyText")}</p>
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
