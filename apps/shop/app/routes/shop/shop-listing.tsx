// The shop listings of spec §2: eight layouts with a catch-all {id} and two fixed ones. The
// products come with the catalogue issue; the frame shows which listing and category it is.
import { useLocation } from "react-router";
import { isCatalogueSplat } from "../../catalogue/catalogue-id.ts";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { validate } from "../../errors/validate.ts";
import type { Language } from "../../i18n/language.ts";
import { useT } from "../../i18n/use-t.ts";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/shop-listing";

const layouts: Record<string, Record<Language, string>> = {
  shop_list: { se: "Produktlista", en: "Product list" },
  shop_top_filter: { se: "Produkter med filter överst", en: "Products with filters on top" },
  shop_filter_hide: { se: "Produkter med dolda filter", en: "Products with hidden filters" },
  shop_left_sidebar: {
    se: "Produkter med filter till vänster",
    en: "Products with filters on the left",
  },
  shop_right_sidebar: {
    se: "Produkter med filter till höger",
    en: "Products with filters on the right",
  },
  shop_canvas_filter: { se: "Produkter med filterpanel", en: "Products with a filter panel" },
  shop_with_category: { se: "Produkter per kategori", en: "Products by category" },
  shop_category_filter: {
    se: "Produkter med kategorifilter",
    en: "Products with a category filter",
  },
  shop_no_sidebar: { se: "Alla produkter", en: "All products" },
  shop_list_infinite: { se: "Alla produkter i en lång lista", en: "All products in one long list" },
};

const layoutTitle = (pathname: string, language: Language) =>
  layouts[pathname.split("/")[2] ?? ""]?.[language] ?? layouts.shop_no_sidebar![language];

/** Spec §5: a malformed {id} fails the validate hook: 404 'Page Not Found: {path}'. */
const isValidListing = (params: Route.LoaderArgs["params"]) => isCatalogueSplat(params["*"]);

export function loader({ params, request }: Route.LoaderArgs) {
  validate(isValidListing, { params, request });
  return { id: params["*"] ?? "" };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t, language) => ({
    title: layoutTitle(args.location.pathname, language),
    description: t("page.shop.description"),
  }));

export default function ShopListing({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title={layoutTitle(pathname, language)}>
        {loaderData.id && (
          <p className="mt-2 text-ink-muted">{t("page.shop.category", { id: loaderData.id })}</p>
        )}
      </PageHeader>
      <EmptyState title={t("page.shop.emptyTitle")}>
        <p>{t("page.shop.emptyText")}</p>
      </EmptyState>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
