// /voxo_plus/home/electronic_demo (and /home/electronic_demo, sent here): the template's
// electronics home page, made of the real home page's sections (home/home-sections.tsx) in the
// template's order, with this week's deal and the newest electronics in front. The real home
// page is /; this one is a demo and not indexed.
import { Link, useLocation } from "react-router";
import { articleCard } from "../../blog/blog-article.ts";
import { allArticles } from "../../blog/blog.server.ts";
import { toCardProduct } from "../../catalogue/card-product.ts";
import { sortProducts } from "../../catalogue/listing-sort.ts";
import { productPath } from "../../catalogue/product-path.ts";
import { ELECTRONICS_TYPES } from "../../catalogue/product.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { preferencesContext } from "../../context/preferences-context.ts";
import { servicesContext } from "../../context/services-context.ts";
import { demoTitle } from "../../demo-pages/demo-titles.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import {
  BrandLinks,
  HomeHero,
  LatestArticles,
  PopularShelf,
  ProductShelf,
  ShopPromises,
} from "../../home/home-sections.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { PriceBlock } from "../../product-card/price-block.tsx";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/electronic-demo";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t, language) => ({
    title: demoTitle(args.location.pathname, language),
    description: t("page.demo.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false, sharedPage: true };

const SHELF = 8;
const ARTICLES = 4;
const electronics: readonly string[] = ELECTRONICS_TYPES;

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { language } = context.get(preferencesContext);
  const all = (await services.catalogue.all()).filter((product) =>
    electronics.includes(product.type),
  );
  const deal = await services.deals.current();
  return {
    deal: deal && {
      product: { ...toCardProduct(deal.product), path: productPath(deal.product) },
    },
    newest: sortProducts(all, "newest").slice(0, SHELF).map(toCardProduct),
    popular: sortProducts(all, "popular").slice(0, SHELF).map(toCardProduct),
    articles: allArticles()
      .slice(0, ARTICLES)
      .map((article) => articleCard(article, language)),
  };
}

function DealTeaser({ deal }: { deal: NonNullable<Route.ComponentProps["loaderData"]["deal"]> }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="mt-6 flex flex-wrap items-center gap-4 rounded-card border border-line bg-surface p-4">
      <div>
        <p className="text-sm font-bold tracking-wide text-primary uppercase">
          {t("page.deal.title")}
        </p>
        <p className="text-lg font-bold">
          <Link to={deal.product.path} className="underline">
            {deal.product.name[language]}
          </Link>
        </p>
        <PriceBlock product={deal.product} />
      </div>
      <Link to="/veckans-deal" className={buttonClass("primary")}>
        {t("page.electronicDemo.toDeal")}
      </Link>
    </div>
  );
}

export default function ElectronicDemo({ loaderData }: Route.ComponentProps) {
  const { deal, newest, popular, articles } = loaderData;
  const language = useLanguage();
  const { pathname } = useLocation();
  return (
    <>
      <HomeHero title={demoTitle(pathname, language)}>
        {deal && <DealTeaser deal={deal} />}
      </HomeHero>
      <BrandLinks />
      <ProductShelf
        id="newest"
        title="page.electronicDemo.newTitle"
        lead="page.electronicDemo.newLead"
        products={newest}
        more={{ to: "/shop/shop_no_sidebar?sort=newest", label: "listing.home.allProducts" }}
      />
      <ShopPromises />
      <PopularShelf products={popular} />
      <LatestArticles articles={articles} />
      <div className="pb-10" />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
