// /blog and /blogs (spec §2): the blog's front page. The articles are being written (blog
// issue); their titles are listed as what they are, upcoming.
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/blog-index";
import { blogArticles } from "../../blog/blog-articles.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.blog.title"),
    description: t("page.blog.description"),
    canonicalPath: "/blogs",
  }));

export default function BlogIndex() {
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <PageHeader title={t("page.blog.title")} />
      <div className="container-page py-8">
        <p className="max-w-3xl text-ink-muted">{t("page.blog.intro")}</p>
        <h2 className="mt-8 mb-3 text-xl font-bold">{t("page.blog.upcoming")}</h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {blogArticles.map((article) => (
            <li key={article.path} className="rounded-card border border-line p-4">
              <Link to={article.path} className="font-semibold underline">
                {article.title[language]}
              </Link>
              <p className="mt-1 text-sm text-ink-muted">{t("common.comingSoon")}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
