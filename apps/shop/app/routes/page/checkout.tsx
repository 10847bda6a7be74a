import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.checkout.title"),
    description: t("page.checkout.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export default function CheckoutPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t("page.checkout.title")} />
      <EmptyState title={t("page.checkout.emptyTitle")}>
        <p>{t("page.checkout.emptyText")}</p>
      </EmptyState>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
