import { useMemo } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { useCompare } from "../../shopper-lists/compare-store.ts";
import { ListArea } from "../../shopper-lists/list-area.tsx";
import { ListLoading } from "../../shopper-lists/list-loading.tsx";
import { useProductData, type ServerProducts } from "../../shopper-lists/product-data.ts";
import { servicesContext } from "../../context/services-context.ts";
import { listFromCookieHeader } from "../../shopper-lists/list-cookie.ts";
import { ListNoticeBanner } from "../../shopper-lists/list-notice-banner.tsx";
import { outcomeNotice } from "../../shopper-lists/list-outcome.ts";
import { addToComparePost } from "../../shopper-lists/list-post.server.ts";
import { parseCompare, type CompareItem } from "../../../domain/shopper-lists/compare-rules.ts";
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

/**
 * The list as its cookie has it (the mirror of local storage), so the page shows it before
 * the page's script runs, or without it; and what a form post just added (decision record 0051).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const items = listFromCookieHeader(request.headers.get("Cookie"), "compare", parseCompare);
  const ids = items.map((item) => item.id);
  const products = ids.length === 0 ? [] : await context.get(servicesContext).catalogue.byIds(ids);
  const notice = outcomeNotice("compare", new URL(request.url).searchParams, products);
  return { items, ids, products, notice };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  addToComparePost(request, context);

function CompareContents({ server }: { server: ServerProducts & { items: CompareItem[] } }) {
  const t = useT();
  const items = useCompare(server.items);
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const { products, status } = useProductData(ids, server);
  const shown = items.flatMap((item) => products.get(item.id) ?? []);
  if (status === "loading" && shown.length === 0) return <ListLoading />;
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

export default function ComparePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("page.compare.title")} />
      <ListNoticeBanner notice={actionData?.notice ?? loaderData.notice} />
      <ListArea>
        <CompareContents server={loaderData} />
      </ListArea>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
