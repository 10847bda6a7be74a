// The device category pages of spec §2 (/apple/ipad … /globalt-allmant/…): the products the
// catalogue files under the page's path, as a filterable listing. The filter-tags page also
// offers its products' tags as a filter.
import { deviceCategoryTitle, findDeviceCategory } from "../../catalogue/device-categories.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { servicesContext } from "../../context/services-context.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { pagePathname } from "../../errors/page-pathname.ts";
import type { Language } from "../../../domain/language.ts";
import { useT } from "../../i18n/use-t.ts";
import { listingData } from "../../listing-page/listing-data.ts";
import type { ListingLayout } from "../../listing-page/listing-layout.ts";
import { ListingView } from "../../listing-page/listing-view.tsx";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import type { Route } from "./+types/device-category";

export const handle: ShopHandle = { sharedPage: true };

/** The page whose filter is its products' tags (server/catalogue/seed/tags.ts). */
const TAG_PAGE_PATH = "/globalt-allmant/taggar-for-filterfunktion";

const LAYOUT: ListingLayout = { filters: "start", view: "grid" };
const TAG_LAYOUT: ListingLayout = { ...LAYOUT, tags: true };

function categoryName(pathname: string, language: Language): string {
  const found = findDeviceCategory(pathname);
  return found ? deviceCategoryTitle(found.group, found.category, language) : pathname;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = pagePathname(request);
  const { catalogue } = context.get(servicesContext);
  return { path, ...(await listingData(catalogue, { kind: "category", path }, request, LAYOUT)) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t, language) => {
    const name = categoryName(args.location.pathname, language);
    return { title: name, description: t("listing.categoryDescription", { name }) };
  });

export default function DeviceCategoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const name = categoryName(loaderData.path, language);
  return (
    <>
      <PageHeader title={name} crumbs={[{ label: t("SHOP"), to: "/shop/shop_no_sidebar" }]} />
      <ListingView
        data={loaderData}
        layout={loaderData.path === TAG_PAGE_PATH ? TAG_LAYOUT : LAYOUT}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
