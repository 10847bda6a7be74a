// The blog layouts of the template (spec §2: blog_details, blog_listing, blog_masonary, …).
// They show articles in different arrangements; none is published yet.
import { Link, useLocation } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import type { Language } from "../../i18n/language.ts";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/blog-layout";

const layouts: Record<string, Record<Language, string>> = {
  blog_details: { se: "Bloggartikel", en: "Blog article" },
  blog_listing: { se: "Bloggen som lista", en: "The blog as a list" },
  blog_masonary: { se: "Bloggen som murverk", en: "The blog as masonry" },
  blog_no_sidebar: { se: "Bloggen utan sidokolumn", en: "The blog without a sidebar" },
  blog_left_sidebar: {
    se: "Bloggen med sidokolumn till vänster",
    en: "The blog with a left sidebar",
  },
  blog_right_sidebar: {
    se: "Bloggen med sidokolumn till höger",
    en: "The blog with a right sidebar",
  },
  blog_infinite_scroll: { se: "Bloggen med oändlig rullning", en: "The blog with infinite scroll" },
};

const layoutTitle = (pathname: string, language: Language) =>
  layouts[pathname.split("/").pop() ?? ""]?.[language] ?? layouts.blog_listing![language];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t, language) => ({
    title: layoutTitle(args.location.pathname, language),
    description: t("page.blog.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export default function BlogLayout() {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader
        title={layoutTitle(pathname, language)}
        crumbs={[{ label: t("page.blog.title"), to: "/blogs" }]}
      />
      <EmptyState title={t("page.blog.layout.emptyTitle")}>
        <p>{t("page.blog.layout.emptyText")}</p>
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
