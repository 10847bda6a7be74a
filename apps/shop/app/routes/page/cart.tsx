import { Price } from "../../components/price.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.cart.title"),
    description: t("page.cart.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export default function CartPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t("page.cart.title")} />
      <EmptyState title={t("page.cart.emptyTitle")}>
        <p>{t("page.cart.emptyText")}</p>
        <p className="font-semibold">
          {t("page.cart.total")}: <Price ore={0} total />
        </p>
      </EmptyState>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
