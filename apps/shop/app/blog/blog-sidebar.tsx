// The listing's side column: search, categories and tags as links that filter the listing,
// and the latest articles.
import { Form, Link } from "react-router";
import { buttonClass } from "../components/button-styles.ts";
import { useT } from "../i18n/use-t.ts";
import type { ArticleCard } from "../../domain/blog/blog-article.ts";
import type { CategoryId } from "../../domain/blog/blog-taxonomy.ts";
import { blogHref } from "./blog-url.ts";

export interface SidebarFacets {
  categories: { id: CategoryId; label: string; count: number }[];
  tags: { tag: string; count: number }[];
  recent: ArticleCard[];
}

export function BlogSearchForm({ pathname, q }: { pathname: string; q?: string }) {
  const t = useT();
  return (
    <Form method="get" action={pathname} role="search" className="flex gap-2">
      <label htmlFor="blog-search" className="sr-only">
        {t("blog.search.label")}
      </label>
      <input
        id="blog-search"
        type="search"
        name="q"
        defaultValue={q}
        maxLength={100}
        placeholder={t("blog.search.label")}
        className="min-w-0 flex-1 rounded-control border border-line bg-surface px-3 py-2"
      />
      <button type="submit" className={buttonClass("primary")}>
        {t("blog.search.submit")}
      </button>
    </Form>
  );
}

export function BlogSidebar({
  pathname,
  facets,
  q,
}: {
  pathname: string;
  facets: SidebarFacets;
  q?: string;
}) {
  const t = useT();
  return (
    <aside className="space-y-8" aria-label={t("blog.search.label")}>
      <BlogSearchForm pathname={pathname} q={q} />
      <section aria-labelledby="blog-categories">
        <h2 id="blog-categories" className="mb-2 font-bold">
          {t("blog.categories")}
        </h2>
        <ul className="space-y-1">
          {facets.categories.map((category) => (
            <li key={category.id}>
              <Link to={blogHref(pathname, { category: category.id })} className="underline">
                {category.label}
              </Link>{" "}
              <span className="text-ink-muted">({category.count})</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="blog-tags">
        <h2 id="blog-tags" className="mb-2 font-bold">
          {t("blog.tags")}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {facets.tags.map(({ tag, count }) => (
            <li key={tag}>
              <Link
                to={blogHref(pathname, { tag })}
                className="inline-block rounded-control border border-line px-2 py-1 text-sm hover:border-primary"
              >
                {tag} <span className="sr-only">({count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="blog-recent">
        <h2 id="blog-recent" className="mb-2 font-bold">
          {t("blog.recent")}
        </h2>
        <ul className="space-y-2">
          {facets.recent.map((card) => (
            <li key={card.slug}>
              <Link to={card.path} className="underline">
                {card.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
