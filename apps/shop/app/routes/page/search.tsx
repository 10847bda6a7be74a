// /page/search?q=…: the search boxes submit here. Products matching every word of the query,
// best first (app/catalogue/search/), or an honest "no hits" with popular categories.
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { SearchForm } from "../../layout/header/search-form.tsx";
import { loadSearch } from "../../search/load-search.server.ts";
import { SearchResults } from "../../search/search-results.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: args.loaderData?.query
      ? t("search.resultsFor", { query: args.loaderData.query })
      : t("search.title"),
    description: t("search.description"),
    noindex: true,
  }));

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSearch(request, context);
}

// The same results for everyone with the same address and preferences: kept by the page cache
// as long as its ranking (server/catalogue/catalogue-search.ts).
export const handle: ShopHandle = { indexable: false, sharedPage: true };

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("search.title")}>
        <div className="mt-4">
          <SearchForm key={loaderData.query} id="page-search" defaultValue={loaderData.query} />
        </div>
      </PageHeader>
      <SearchResults {...loaderData} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
