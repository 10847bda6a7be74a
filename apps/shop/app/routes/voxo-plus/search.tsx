// /voxo_plus/search: the template's search view; search itself comes with the catalogue.
import { useLocation } from "react-router";
import { SearchForm } from "../../layout/header/search-form.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/search";
import { demoTitle } from "./demo-titles.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t, language) => ({
    title: demoTitle(args.location.pathname, language),
    description: t("page.demo.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export default function DemoSearch() {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title={demoTitle(pathname, language)} />
      <div className="container-page py-6">
        <SearchForm id="demo-search" />
      </div>
      <EmptyState title={t("page.search.emptyTitle")}>
        <p>{t("page.search.emptyText")}</p>
      </EmptyState>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
