// The product pages of spec §2: catch-all {id} layouts, the {token}{id} page and the fixed
// layouts. Products come with the catalogue issue; nothing is made up meanwhile.
import { useLocation } from "react-router";
import { isCatalogueSegment, isCatalogueSplat } from "../../catalogue/catalogue-id.ts";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { validate } from "../../errors/validate.ts";
import type { Language } from "../../i18n/language.ts";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/product-page";

const layouts: Record<string, Record<Language, string>> = {
  product_bundle: { se: "Produktpaket", en: "Product bundle" },
  product_left_sidebar: {
    se: "Produkt med sidokolumn till vänster",
    en: "Product with a left sidebar",
  },
  product_sticky: { se: "Produkt med fast köpruta", en: "Product with a sticky buy box" },
  product_4_images: { se: "Produkt med fyra bilder", en: "Product with four images" },
  product_no_sidebar: { se: "Produkt utan sidokolumn", en: "Product without a sidebar" },
  product_right_sidebar: {
    se: "Produkt med sidokolumn till höger",
    en: "Product with a right sidebar",
  },
  product_left_thumbnail: {
    se: "Produkt med miniatyrer till vänster",
    en: "Product with thumbnails on the left",
  },
  product_right_thumbnail: {
    se: "Produkt med miniatyrer till höger",
    en: "Product with thumbnails on the right",
  },
  product_video_thumbnail: { se: "Produkt med video", en: "Product with a video" },
};

const GENERIC: Record<Language, string> = { se: "Produkt", en: "Product" };

const layoutTitle = (pathname: string, language: Language) =>
  layouts[pathname.split("/")[2] ?? ""]?.[language] ?? GENERIC[language];

/** Spec §5: a malformed id or token fails the validate hook: 404 'Page Not Found: {path}'. */
function isValidProduct(params: Route.LoaderArgs["params"]): boolean {
  if ("token" in params) return isCatalogueSegment(params.token) && isCatalogueSegment(params.id);
  return isCatalogueSplat(params["*"]);
}

export function loader({ params, request }: Route.LoaderArgs) {
  validate(isValidProduct, { params, request });
  const id = "token" in params ? `${params.token}/${params.id}` : (params["*"] ?? "");
  return { id };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t, language) => ({
    title: layoutTitle(args.location.pathname, language),
    description: t("page.product.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title={layoutTitle(pathname, language)}>
        {loaderData.id && (
          <p className="mt-2 text-ink-muted">
            {t("page.product.reference", { id: loaderData.id })}
          </p>
        )}
      </PageHeader>
      <EmptyState title={t("page.product.emptyTitle")}>
        <p>{t("page.product.emptyText")}</p>
      </EmptyState>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
