// /blog, /blogs and the template's blog_* listings (spec §2): one listing of the articles,
// arranged as the path says (blog/blog-layouts.ts), filtered by tag, category or search and
// paged in the URL. /blogs is the canonical front page; the arrangements point to it.
import { useLocation } from "react-router";
import { blogFacets, listArticles, readBlogFilters } from "../../blog/blog.server.ts";
import { feedPath } from "../../../domain/blog/blog-article.ts";
import { blogLayout } from "../../blog/blog-layouts.ts";
import { BlogListingView, type BlogListingData } from "../../blog/blog-listing-view.tsx";
import { CATEGORIES } from "../../../domain/blog/blog-taxonomy.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { preferencesContext } from "../../context/preferences-context.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { translate, useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/blog-listing";

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { language } = context.get(preferencesContext);
  const layout = blogLayout(url.pathname);
  const filters = readBlogFilters(url.searchParams);
  const listing = listArticles(language, filters, { through: layout.paging === "infinite" });
  const filterLabel = filters.q
    ? translate(language, "blog.filter.query", { query: filters.q })
    : filters.category
      ? translate(language, "blog.filter.category", {
          category: CATEGORIES[filters.category][language],
        })
      : filters.tag
        ? translate(language, "blog.filter.tag", { tag: filters.tag })
        : undefined;
  const body: BlogListingData = {
    cards: listing.cards,
    total: listing.total,
    page: listing.page,
    pages: listing.pages,
    query: { q: filters.q, category: filters.category, tag: filters.tag },
    filterLabel,
    facets: blogFacets(language),
  };
  return body;
}

export const meta: Route.MetaFunction = (args) => {
  let feed = feedPath("se");
  const descriptors = pageMeta(args, (t, language) => {
    const layout = blogLayout(args.location.pathname);
    feed = feedPath(language);
    return {
      title: t(layout.title ?? "page.blog.title"),
      description: t("page.blog.description"),
      canonicalPath: "/blogs",
      // A filtered or later page is not a page of its own for search engines.
      noindex: layout.title !== undefined || args.location.search !== "",
    };
  });
  // Feed readers find the feed from the blog's pages.
  return [
    ...descriptors,
    { tagName: "link", rel: "alternate", type: "application/rss+xml", href: feed },
  ];
};

// The arrangements point to /blogs (their canonical) and stay out of sitemap.xml.
export const handle: ShopHandle = { indexable: false, sharedPage: true };

export default function BlogListing({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { pathname } = useLocation();
  const layout = blogLayout(pathname);
  return (
    <>
      <PageHeader
        title={t(layout.title ?? "page.blog.title")}
        crumbs={layout.title ? [{ label: t("page.blog.title"), to: "/blogs" }] : []}
      >
        {!layout.title && <p className="mt-2 max-w-3xl text-ink-muted">{t("page.blog.intro")}</p>}
      </PageHeader>
      <BlogListingView pathname={pathname} layout={layout} data={loaderData} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
