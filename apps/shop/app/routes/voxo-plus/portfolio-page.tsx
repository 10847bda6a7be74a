// /voxo_plus/portfolio_page/*: the template's seven portfolio pages, one gallery of the shop's
// product pictures (portfolio/portfolio-items.ts) in the layout the path names
// (portfolio/portfolio-layouts.ts), filtered by kind with ?type=… (an unknown kind shows all).
import { data, useLocation } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { DEMO_SAMPLE } from "../../catalogue/demo-sample.ts";
import { servicesContext } from "../../context/services-context.ts";
import { demoTitle } from "../../demo-pages/demo-titles.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { pagePathname } from "../../errors/page-pathname.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { portfolioMessages } from "../../portfolio/portfolio-messages.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { PortfolioGallery } from "../../portfolio/portfolio-gallery.tsx";
import {
  filterPortfolio,
  parsePortfolioType,
  portfolioItems,
  portfolioTabs,
} from "../../portfolio/portfolio-items.ts";
import { portfolioLayout } from "../../portfolio/portfolio-layouts.ts";
import { PortfolioTabs } from "../../portfolio/portfolio-tabs.tsx";
import { usePictureCount } from "../../portfolio/use-picture-count.ts";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/portfolio-page";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t, language) => ({
    title: demoTitle(args.location.pathname, language),
    description: t("page.demo.description"),
    noindex: true,
  }));

// The page depends on the address, the preference cookies and the catalogue alone (0029).
export const handle: ShopHandle = { indexable: false, sharedPage: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // pagePathname, not url.pathname: client navigations load "<path>.data".
  const layout = portfolioLayout(pagePathname(request));
  if (!layout) throw data(null, { status: 404 });
  const all = portfolioItems(await context.get(servicesContext).catalogue.sample(DEMO_SAMPLE));
  const active = parsePortfolioType(url.searchParams.get("type"));
  return {
    layout,
    tabs: portfolioTabs(all),
    active,
    items: filterPortfolio(all, active),
  };
}

export default function PortfolioPage({ loaderData }: Route.ComponentProps) {
  const { layout, tabs, active, items } = loaderData;
  const p = usePageT(portfolioMessages);
  const language = useLanguage();
  const count = usePictureCount();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title={demoTitle(pathname, language)} />
      <div className="container-page flex flex-col gap-5 py-8">
        <p className="max-w-3xl text-ink-muted">{p("portfolio.lead")}</p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <PortfolioTabs tabs={tabs} active={active} />
          <p role="status" className="text-sm text-ink-muted">
            {count(items.length)}
          </p>
        </div>
        <PortfolioGallery key={active ?? "all"} items={items} layout={layout} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
