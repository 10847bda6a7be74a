// /page/search: the header's search lands here. Search comes with the catalogue; the page
// repeats the query and says so.
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/search";

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get("q")?.trim().slice(0, 200) ?? "";
  return { query };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.search.title"),
    description: t("page.search.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("page.search.title")}>
        {loaderData.query && (
          <p className="mt-2 text-ink-muted">
            {t("page.search.query", { query: loaderData.query })}
          </p>
        )}
      </PageHeader>
      <EmptyState title={t("page.search.emptyTitle")}>
        <p>{t("page.search.emptyText")}</p>
      </EmptyState>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
