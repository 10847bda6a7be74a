// The blog listing in any of its arrangements: the filter in force, the cards, paging or
// infinite scroll, and the side column where the layout has one.
import { Link } from "react-router";
import { EmptyState } from "../components/empty-state.tsx";
import { useT } from "../i18n/use-t.ts";
import { ArticleCardView } from "./article-card.tsx";
import type { ArticleCard } from "../../domain/blog/blog-article.ts";
import type { BlogLayout } from "./blog-layouts.ts";
import { BlogPagination } from "./blog-pagination.tsx";
import { BlogSearchForm, BlogSidebar, type SidebarFacets } from "./blog-sidebar.tsx";
import { blogHref, type BlogQuery } from "./blog-url.ts";
import { LoadMore } from "./load-more.tsx";

export interface BlogListingData {
  cards: ArticleCard[];
  total: number;
  page: number;
  pages: number;
  query: BlogQuery;
  /** What the filter is, in words; undefined when the whole blog is listed. */
  filterLabel?: string;
  facets: SidebarFacets;
}

const GRID: Record<BlogLayout["cards"], string> = {
  grid: "grid gap-6 sm:grid-cols-2",
  list: "grid gap-6",
  masonry: "columns-1 gap-6 sm:columns-2 lg:columns-3",
};

export function BlogListingView({
  pathname,
  layout,
  data,
}: {
  pathname: string;
  layout: BlogLayout;
  data: BlogListingData;
}) {
  const t = useT();
  const { cards, total, page, pages, query, filterLabel, facets } = data;
  const wide = layout.sidebar === "none";
  const grid = wide && layout.cards === "grid" ? `${GRID.grid} lg:grid-cols-3` : GRID[layout.cards];
  const main = (
    <div className="min-w-0 flex-1">
      {wide && (
        <div className="mb-6 max-w-xl">
          <BlogSearchForm pathname={pathname} q={query.q} />
        </div>
      )}
      <p className="mb-4 text-ink-muted" role="status">
        {filterLabel ? `${filterLabel}: ` : ""}
        {total === 1 ? t("blog.count.one") : t("blog.count.many", { count: total })}
        {filterLabel && (
          <>
            {" · "}
            <Link to={pathname} className="underline">
              {t("blog.filter.clear")}
            </Link>
          </>
        )}
      </p>
      {cards.length === 0 ? (
        <EmptyState title={t("blog.noResults.title")}>
          <p>{t("blog.noResults.text")}</p>
        </EmptyState>
      ) : (
        <div className={grid}>
          {cards.map((card, i) => (
            <ArticleCardView key={card.slug} card={card} layout={layout.cards} priority={i < 2} />
          ))}
        </div>
      )}
      {layout.paging === "infinite" ? (
        <LoadMore
          href={page < pages ? blogHref(pathname, { ...query, page: page + 1 }) : undefined}
          shown={cards.length}
          total={total}
        />
      ) : (
        <BlogPagination pathname={pathname} query={query} page={page} pages={pages} />
      )}
    </div>
  );
  if (wide) return <div className="container-page py-8">{main}</div>;
  const sidebar = (
    <div className="lg:w-72 lg:shrink-0">
      <BlogSidebar pathname={pathname} facets={facets} q={query.q} />
    </div>
  );
  return (
    <div className="container-page flex flex-col gap-10 py-8 lg:flex-row">
      {layout.sidebar === "left" ? (
        <>
          {sidebar}
          {main}
        </>
      ) : (
        <>
          {main}
          {sidebar}
        </>
      )}
    </div>
  );
}
