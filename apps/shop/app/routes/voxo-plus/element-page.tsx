// /voxo_plus/element_page/*: the template's element pages as a living gallery of the shop's own
// components (app/gallery/), with real catalogue data, in every variant and state, in light,
// dark and right-to-left, one page per family of elements. The browser tests screenshot them.
import { NavLink, useLocation } from "react-router";
import { articleCard } from "../../../domain/blog/blog-article.ts";
import { allArticles } from "../../blog/blog.server.ts";
import { electronicsOnly, shelf } from "../../catalogue/shelf.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { preferencesContext } from "../../context/preferences-context.ts";
import { DEMO_SAMPLE } from "../../catalogue/demo-sample.ts";
import { servicesContext } from "../../context/services-context.ts";
import { dealBannerData } from "../../deal/deal-banner-data.ts";
import { demoTitle } from "../../demo-pages/demo-titles.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { ButtonElements } from "../../gallery/element-pages/button-elements.tsx";
import { CategoryElements } from "../../gallery/element-pages/category-elements.tsx";
import { CollectionElements } from "../../gallery/element-pages/collection-elements.tsx";
import { DealElements } from "../../gallery/element-pages/deal-elements.tsx";
import { HeaderElements } from "../../gallery/element-pages/header-elements.tsx";
import { HomeElements } from "../../gallery/element-pages/home-elements.tsx";
import { ProductElements } from "../../gallery/element-pages/product-elements.tsx";
import {
  ELEMENT_PAGES,
  elementPageName,
  type ElementPage,
} from "../../gallery/element-page-names.ts";
import type { GalleryData } from "../../gallery/gallery-data.ts";
import { productsByState } from "../../gallery/product-states.ts";
import { homeCollections } from "../../home/collections.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { galleryMessages } from "../../gallery/gallery-messages.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/element-page";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t, language) => ({
    title: demoTitle(args.location.pathname, language),
    description: t("page.demo.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

const SHELF = 8;
const ARTICLES = 3;

export async function loader({ context }: Route.LoaderArgs): Promise<GalleryData> {
  const services = context.get(servicesContext);
  const { language } = context.get(preferencesContext);
  const all = await services.catalogue.sample(DEMO_SAMPLE);
  const deal = await services.deals.current();
  return {
    products: productsByState(all),
    popular: shelf(electronicsOnly(all), "popular", SHELF),
    tiles: await services.catalogue.typeCounts(),
    deal: dealBannerData(deal, Date.now()),
    collections: homeCollections(all),
    articles: allArticles()
      .slice(0, ARTICLES)
      .map((article) => articleCard(article, language)),
  };
}

function Elements({ page, data }: { page: ElementPage; data: GalleryData }) {
  switch (page) {
    case "element_home":
      return <HomeElements data={data} />;
    case "element_button":
      return <ButtonElements data={data} />;
    case "element_header":
      return <HeaderElements />;
    case "element_product":
      return <ProductElements data={data} />;
    case "element_categories":
      return <CategoryElements data={data} />;
    case "element_deal_banner":
      return <DealElements data={data} />;
    case "element_collection_banner":
      return <CollectionElements data={data} />;
  }
}

/** The gallery's pages, to go from one to the next. */
function GalleryPages() {
  const g = usePageT(galleryMessages);
  const language = useLanguage();
  return (
    <nav aria-label={g("gallery.pages")} className="container-page pt-6">
      <ul className="flex flex-wrap gap-2">
        {ELEMENT_PAGES.map((name) => (
          <li key={name}>
            <NavLink
              to={`/voxo_plus/element_page/${name}`}
              className="inline-block rounded-full border border-line px-3 py-1 text-sm hover:bg-surface-muted aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-surface"
            >
              {demoTitle(name, language)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function ElementPageRoute({ loaderData }: Route.ComponentProps) {
  const g = usePageT(galleryMessages);
  const language = useLanguage();
  const { pathname } = useLocation();
  const page = elementPageName(pathname);
  return (
    <>
      <PageHeader title={demoTitle(pathname, language)}>
        <p className="mt-2 max-w-3xl text-ink-muted">{g("gallery.lead")}</p>
      </PageHeader>
      <GalleryPages />
      {page && <Elements page={page} data={loaderData} />}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
