// / and /home (spec §2): the same page; the canonical link names /.
import { Link } from "react-router";
import { articleCard } from "../blog/blog-article.ts";
import { allArticles } from "../blog/blog.server.ts";
import { toCardProduct } from "../catalogue/card-product.ts";
import { preferencesContext } from "../context/preferences-context.ts";
import { deviceCategoryGroups } from "../catalogue/device-categories.ts";
import { sortProducts } from "../catalogue/listing-sort.ts";
import { buttonClass } from "../components/button-styles.ts";
import { servicesContext } from "../context/services-context.ts";
import { ErrorPage } from "../errors/error-page.tsx";
import { useT } from "../i18n/use-t.ts";
import { ProductResults } from "../listing-page/product-results.tsx";
import { useLanguage } from "../root-data.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { ShopHandle } from "../layout/route-handle.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.home.title"),
    description: t("page.home.description"),
    canonicalPath: "/",
    bareTitle: true,
  }));

const promises = [
  ["page.home.promise.vatTitle", "page.home.promise.vatText"],
  ["page.home.promise.withdrawalTitle", "page.home.promise.withdrawalText"],
  ["page.home.promise.complaintsTitle", "page.home.promise.complaintsText"],
] as const;

// The same for every anonymous visitor with the same cookies: caches may share it.
export const handle: ShopHandle = { sharedPage: true };

/** The best sellers shown on the home page. */
const POPULAR = 8;
/** The blog's newest articles, under "Från bloggen". */
const LATEST_ARTICLES = 4;

export async function loader({ context }: Route.LoaderArgs) {
  const all = await context.get(servicesContext).catalogue.all();
  const { language } = context.get(preferencesContext);
  return {
    popular: sortProducts(all, "popular").slice(0, POPULAR).map(toCardProduct),
    articles: allArticles()
      .slice(0, LATEST_ARTICLES)
      .map((article) => articleCard(article, language)),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { popular, articles } = loaderData;
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <section className="bg-surface-muted">
        <div className="container-page py-12">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Kretsbutiken</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("page.home.lead")}</p>
        </div>
      </section>

      {popular.length > 0 && (
        <section className="container-page py-10" aria-labelledby="popular">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
            <div>
              <h2 id="popular" className="text-xl font-bold">
                {t("listing.home.popularTitle")}
              </h2>
              <p className="text-ink-muted">{t("listing.home.popularLead")}</p>
            </div>
            <Link to="/shop/shop_no_sidebar" className={buttonClass("secondary")}>
              {t("listing.home.allProducts")}
            </Link>
          </div>
          <ProductResults products={popular} view="grid" wide titled />
        </section>
      )}

      <section className="container-page" aria-labelledby="promises">
        <h2 id="promises" className="sr-only">
          {t("footer.goodToKnow")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {promises.map(([title, text]) => (
            <li key={title} className="rounded-card bg-surface-muted p-5">
              <h3 className="font-bold">{t(title)}</h3>
              <p className="mt-1 text-sm text-ink-muted">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container-page py-10" aria-labelledby="brands">
        <h2 id="brands" className="mb-4 text-xl font-bold">
          {t("page.home.brands")}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {deviceCategoryGroups.map((group) => (
            <li key={group.label.en}>
              <Link
                to={group.categories[0]?.path ?? "/"}
                className="block rounded-card border border-line p-4 font-semibold hover:border-primary"
              >
                {group.label[language]}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="container-page" aria-labelledby="from-the-blog">
        <h2 id="from-the-blog" className="mb-4 text-xl font-bold">
          {t("page.home.blogTitle")}
        </h2>
        <ul className="space-y-1">
          {articles.map((article) => (
            <li key={article.slug}>
              <Link to={article.path} className="underline">
                {article.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
