// /voxo_plus/cookie_bar/{bottom,bottom_left,bottom_right}: the real consent banner, shown at
// the position the path names (market.md: the template's positions stay).
import { useLocation } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/cookie-bar";
import { demoTitle } from "../../demo-pages/demo-titles.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t, language) => ({
    title: demoTitle(args.location.pathname, language),
    description: t("page.demo.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false, cookieBarDemo: true };

export default function CookieBarDemo() {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title={demoTitle(pathname, language)} />
      <div className="container-page py-8">
        <p className="max-w-2xl">{t("page.demo.cookieBarText")}</p>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
