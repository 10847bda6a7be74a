// / and /home (spec §2): the same page; the canonical link names /.
import { articleCard } from "../../domain/blog/blog-article.ts";
import { allArticles } from "../blog/blog.server.ts";
import { preferencesContext } from "../context/preferences-context.ts";
import { toCardProduct } from "../catalogue/card-product.ts";
import { WHOLE_CATALOGUE } from "../../domain/catalogue/catalogue-scope.ts";
import { servicesContext } from "../context/services-context.ts";
import { ErrorPage } from "../errors/error-page.tsx";
import {
  BrandLinks,
  HomeHero,
  LatestArticles,
  PopularShelf,
  ShopPromises,
} from "../home/home-sections.tsx";
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

// The same for every anonymous visitor with the same cookies: caches may share it.
export const handle: ShopHandle = { sharedPage: true };

/** The best sellers shown on the home page. */
const POPULAR = 8;
/** The blog's newest articles, under "Från bloggen". */
const LATEST_ARTICLES = 4;

export async function loader({ context }: Route.LoaderArgs) {
  const { catalogue } = context.get(servicesContext);
  const { language } = context.get(preferencesContext);
  return {
    popular: (await catalogue.shelf(WHOLE_CATALOGUE, "popular", POPULAR)).map(toCardProduct),
    articles: allArticles()
      .slice(0, LATEST_ARTICLES)
      .map((article) => articleCard(article, language)),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { popular, articles } = loaderData;
  return (
    <>
      <HomeHero title="Kretsbutiken" />
      <PopularShelf products={popular} />
      <ShopPromises />
      <BrandLinks />
      <LatestArticles articles={articles} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
