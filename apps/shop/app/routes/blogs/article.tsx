// The article pages under /blogs/ (spec §2). The texts come in the blog issue.
import { Link, useLocation } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/article";
import { blogArticles } from "../../blog/blog-articles.ts";

const articleAt = (pathname: string) => blogArticles.find((article) => article.path === pathname);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t, language) => {
    const title = articleAt(args.location.pathname)?.title[language] ?? t("page.blog.title");
    return { title, description: t("page.blog.description") };
  });

export default function Article() {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  const article = articleAt(pathname);
  return (
    <>
      <PageHeader
        title={article?.title[language] ?? t("page.blog.title")}
        crumbs={[{ label: t("page.blog.title"), to: "/blogs" }]}
      />
      <EmptyState title={t("page.blog.article.emptyTitle")}>
        <p>{t("page.blog.article.emptyText")}</p>
        <p>
          <Link to="/blogs" className="underline">
            {t("page.blog.toBlog")}
          </Link>
        </p>
      </EmptyState>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
