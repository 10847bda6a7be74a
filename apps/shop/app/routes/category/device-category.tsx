// The device category pages of spec §2 (/apple/ipad … /globalt-allmant/…). The products
// come with the catalogue issue; until then each page says what it will hold.
import { Link, useLocation } from "react-router";
import { deviceCategoryTitle, findDeviceCategory } from "../../catalogue/device-categories.ts";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import type { Language } from "../../i18n/language.ts";
import { useT } from "../../i18n/use-t.ts";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/device-category";

function categoryName(pathname: string, language: Language): string {
  const found = findDeviceCategory(pathname);
  return found ? deviceCategoryTitle(found.group, found.category, language) : pathname;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t, language) => {
    const name = categoryName(args.location.pathname, language);
    return { title: name, description: t("page.category.description", { name }) };
  });

export default function DeviceCategoryPage() {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  const name = categoryName(pathname, language);
  return (
    <>
      <PageHeader title={name} crumbs={[{ label: t("SHOP"), to: "/shop/shop_no_sidebar" }]} />
      <EmptyState title={t("page.category.emptyTitle", { name })}>
        <p>{t("page.category.emptyText", { name })}</p>
        <p>
          <Link to="/page/contact_us" className="underline">
            {t("CONTACT")}
          </Link>
        </p>
      </EmptyState>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
