// /page/404 (spec §2): the template's 404 page, answered with status 404 so that search
// engines do not index it as a page.
import { data } from "react-router";
import { ErrorPage, ErrorPageContent } from "../../errors/error-page.tsx";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/404";

export function loader() {
  return data({ status: 404 }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.notFound.title"),
    description: t("page.notFound.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  return <ErrorPageContent status={loaderData.status} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
