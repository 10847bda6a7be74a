import { useMemo } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { useHydrated } from "../../components/use-hydrated.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { useCompare } from "../../shopper-lists/compare-store.ts";
import { ListArea } from "../../shopper-lists/list-area.tsx";
import { ListLoading } from "../../shopper-lists/list-loading.tsx";
import { useProductData } from "../../shopper-lists/product-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/compare";
import { CompareTable } from "../../shopper-lists/compare-table.tsx";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.compare.title"),
    description: t("page.compare.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

function CompareContents() {
  const t = useT();
  const hydrated = useHydrated();
  const items = useCompare();
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const { products, status } = useProductData(ids);
  const shown = items.flatMap((item) => products.get(item.id) ?? []);
  if (!hydrated || (status === "loading" && shown.length === 0)) return <ListLoading />;
  if (shown.length === 0) {
    return (
      <EmptyState title={t("page.compare.emptyTitle")}>
        <p>{t(status === "error" ? "lists.network" : "lists.compare.emptyText")}</p>
        <p>
          <Link to="/shop/shop_no_sidebar" className="underline">
            {t("lists.cartPage.continue")}
          </Link>
        </p>
      </EmptyState>
    );
  }
  return (
    <section className="container-page py-8" aria-label={t("lists.compare.caption")}>
      <CompareTable products={shown} />
    </section>
  );
}

export default function ComparePage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t("page.compare.title")} />
      <ListArea>
        <CompareContents />
      </ListArea>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
