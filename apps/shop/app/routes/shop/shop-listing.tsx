// The shop listings of spec §2: eight layouts with a catch-all {id} and two fixed ones, all
// one listing with layout variants (shop-layouts.ts). {id} picks the scope: empty for every
// product, a product type or a brand (listing-scope.ts); anything else is a 404. Filters,
// sort, page and view live in the URL query (catalogue/listing-query.ts).
import { isCatalogueSplat } from "../../catalogue/catalogue-id.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { servicesContext } from "../../context/services-context.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { throwValidationFailed } from "../../errors/page-errors.ts";
import { pagePathname } from "../../errors/page-pathname.ts";
import { validate } from "../../errors/validate.ts";
import { useT } from "../../i18n/use-t.ts";
import { CategoryTiles } from "../../listing-page/category-tiles.tsx";
import { listingData } from "../../listing-page/listing-data.ts";
import { ListingView } from "../../listing-page/listing-view.tsx";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import type { Route } from "./+types/shop-listing";
import { listingScope } from "../../listing-page/listing-scope.ts";
import { SHOP_LAYOUTS, shopLayoutName } from "../../listing-page/shop-layouts.ts";

// Filters live in the URL: the same for every anonymous visitor with the same cookies.
export const handle: ShopHandle = { sharedPage: true };

/** Spec §5: a malformed {id} fails the validate hook: 404 'Page Not Found: {path}'. */
const isValidListing = (params: Route.LoaderArgs["params"]) => isCatalogueSplat(params["*"]);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  validate(isValidListing, { params, request });
  const { catalogue } = context.get(servicesContext);
  const scope = await listingScope(params["*"], catalogue.brandName);
  if (!scope) throwValidationFailed(pagePathname(request));
  const layoutName = shopLayoutName(pagePathname(request));
  const layout = SHOP_LAYOUTS[layoutName];
  const [tiles, data] = await Promise.all([
    layout.categories === "tiles" ? catalogue.typeCounts() : [],
    listingData(catalogue, scope.scope, request, layout),
  ]);
  return {
    layoutName,
    scopeName: scope.name,
    scopeType: scope.type ?? "",
    tiles,
    ...data,
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t, language) => {
    const data = args.loaderData;
    const title = t(`listing.layout.${data?.layoutName ?? "shop_no_sidebar"}`);
    const scope = data?.scopeName?.[language];
    return {
      title: scope ? `${scope} – ${title}` : title,
      description: scope
        ? t("listing.scopeDescription", { name: scope })
        : t("listing.description"),
    };
  });

export default function ShopListing({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { layoutName, scopeName, scopeType, tiles } = loaderData;
  return (
    <>
      <PageHeader title={t(`listing.layout.${layoutName}`)}>
        {scopeName && (
          <p className="mt-2 text-ink-muted">{t("listing.scope", { name: scopeName[language] })}</p>
        )}
      </PageHeader>
      {tiles.length > 0 && (
        <CategoryTiles basePath={`/shop/${layoutName}`} tiles={tiles} current={scopeType} />
      )}
      <ListingView data={loaderData} layout={SHOP_LAYOUTS[layoutName]} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
