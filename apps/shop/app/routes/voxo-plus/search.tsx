// /voxo_plus/search?q=…: the template's search view, with the same search as /page/search.
import { useLocation } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { SearchForm } from "../../layout/header/search-form.tsx";
import { useLanguage } from "../../root-data.ts";
import { loadSearch } from "../../search/load-search.server.ts";
import { SearchResults } from "../../search/search-results.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/search";
import { demoTitle } from "../../demo-pages/demo-titles.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t, language) => ({
    title: demoTitle(args.location.pathname, language),
    description: t("page.demo.description"),
    noindex: true,
  }));

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSearch(request, context);
}

export const handle: ShopHandle = { indexable: false };

export default function DemoSearch({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title={demoTitle(pathname, language)} />
      <div className="container-page py-6">
        <SearchForm
          key={loaderData.query}
          id="demo-search"
          defaultValue={loaderData.query}
          action={pathname}
        />
      </div>
      <SearchResults {...loaderData} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
