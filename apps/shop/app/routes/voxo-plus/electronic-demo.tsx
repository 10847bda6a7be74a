// /voxo_plus/home/electronic_demo (and /home/electronic_demo, sent here): the template's
// electronics home page, made of the real home page's sections (home/home-sections.tsx) in the
// template's order: this week's deal and the newest electronics in front, then banners for two
// collections. The real home page is /; this one is a demo and not indexed.
import { useLocation } from "react-router";
import { articleCard } from "../../../domain/blog/blog-article.ts";
import { allArticles } from "../../blog/blog.server.ts";
import { electronicsOnly, shelf } from "../../catalogue/shelf.ts";
import { preferencesContext } from "../../context/preferences-context.ts";
import { DEMO_SAMPLE } from "../../catalogue/demo-sample.ts";
import { servicesContext } from "../../context/services-context.ts";
import { DealBanner } from "../../deal/deal-banner.tsx";
import { dealBannerData } from "../../deal/deal-banner-data.ts";
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
import type { ShopHandle } from "../../layout/route-handle.ts";
import { CollectionBanners } from "../../home/collection-banner.tsx";
import { homeCollections } from "../../home/collections.ts";
import { useT } from "../../i18n/use-t.ts";
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

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { language } = context.get(preferencesContext);
  const all = electronicsOnly(await services.catalogue.sample(DEMO_SAMPLE));
  const deal = await services.deals.current();
  return {
    deal: dealBannerData(deal, Date.now()),
    collections: homeCollections(all),
    newest: shelf(all, "newest", SHELF),
    popular: shelf(all, "popular", SHELF),
    articles: allArticles()
      .slice(0, ARTICLES)
      .map((article) => articleCard(article, language)),
  };
}

export default function ElectronicDemo({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { deal, collections, newest, popular, articles } = loaderData;
  const language = useLanguage();
  const { pathname } = useLocation();
  return (
    <>
      <HomeHero title={demoTitle(pathname, language)}>
        {deal && <DealBanner deal={deal} />}
      </HomeHero>
      <BrandLinks />
      <ProductShelf
        title={t("page.electronicDemo.newTitle")}
        lead={t("page.electronicDemo.newLead")}
        products={newest}
        more={{ to: "/shop/shop_no_sidebar?sort=newest", label: "listing.home.allProducts" }}
      />
      <CollectionBanners collections={collections} />
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
