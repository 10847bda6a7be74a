// /voxo_plus/search?q=…: the template's search view, backed by the same search as
// /page/search: a large search box in a band with the popular categories under it, the results
// in a grid, and, before a search or when it finds nothing, what sells best instead of an
// empty page.
import { useLocation } from "react-router";
import { toCardProduct } from "../../catalogue/card-product.ts";
import { servicesContext } from "../../context/services-context.ts";
import { demoTitle } from "../../demo-pages/demo-titles.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { ProductShelf } from "../../home/home-sections.tsx";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { SearchForm } from "../../layout/header/search-form.tsx";
import { useLanguage } from "../../root-data.ts";
import { loadSearch } from "../../search/load-search.server.ts";
import { PopularCategories } from "../../search/popular-categories.tsx";
import { SearchResults } from "../../search/search-results.tsx";
import { searchViewMessages } from "../../search/search-view-messages.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t, language) => ({
    title: demoTitle(args.location.pathname, language),
    description: t("page.demo.description"),
    noindex: true,
  }));

const POPULAR = 8;

export async function loader({ request, context }: Route.LoaderArgs) {
  const found = await loadSearch(request, context);
  if (found.total > 0) return { ...found, popular: [] };
  const popular = await context.get(servicesContext).search.bestSellers(POPULAR);
  return { ...found, popular: popular.map(toCardProduct) };
}

export const handle: ShopHandle = { indexable: false };

export default function SearchView({ loaderData }: Route.ComponentProps) {
  const s = usePageT(searchViewMessages);
  const language = useLanguage();
  const { pathname } = useLocation();
  const { popular, ...results } = loaderData;
  return (
    <>
      <section className="border-b border-line bg-surface-muted">
        <div className="container-page flex flex-col items-center gap-4 py-12 text-center">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {demoTitle(pathname, language)}
          </h1>
          <p className="max-w-xl text-ink-muted">{s("searchView.lead")}</p>
          <div className="w-full max-w-2xl text-start">
            <SearchForm
              key={results.query}
              id="demo-search"
              defaultValue={results.query}
              action={pathname}
            />
          </div>
          <PopularCategories />
        </div>
      </section>
      {results.query && <SearchResults {...results} />}
      {popular.length > 0 && (
        <ProductShelf
          title={s("searchView.popularTitle")}
          lead={s("searchView.popularLead")}
          products={popular}
          more={{ to: "/shop/shop_no_sidebar", label: "listing.home.allProducts" }}
        />
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
