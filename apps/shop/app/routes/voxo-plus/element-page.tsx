// /voxo_plus/element_page/*: the template's element showcases. Buttons can be shown for real;
// the product, category and banner elements need the catalogue.
import { useLocation } from "react-router";
import { buttonClass } from "../../components/button-styles.ts";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/element-page";
import { demoTitle } from "../../demo-pages/demo-titles.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t, language) => ({
    title: demoTitle(args.location.pathname, language),
    description: t("page.demo.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export default function ElementPage() {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title={demoTitle(pathname, language)} />
      {pathname.endsWith("/element_button") ? (
        <div className="container-page py-8">
          <p className="mb-4">{t("page.demo.buttonsText")}</p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className={buttonClass("primary")}>
              {t("page.demo.primary")}
            </button>
            <button type="button" className={buttonClass("secondary")}>
              {t("page.demo.secondary")}
            </button>
            <button type="button" className={buttonClass("ghost")}>
              {t("page.demo.ghost")}
            </button>
          </div>
        </div>
      ) : (
        <EmptyState title={t("page.demo.emptyTitle")}>
          <p>{t("page.demo.emptyText")}</p>
        </EmptyState>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
