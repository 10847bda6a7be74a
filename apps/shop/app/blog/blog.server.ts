// The blog as the pages' loaders ask for it: the articles compiled into the server build
// (virtual:kb-blog), listed with filters and pages, found by slug, with their neighbours and
// relatives. Everything is in memory: serving the blog reads no database.
import compiled from "virtual:kb-blog";
import type { BlogContent } from "../../server/blog/read-articles.ts";
import type { Language } from "../../domain/language.ts";
import {
  articleCard,
  articlePath,
  type ArticleCard,
  type BlogArticle,
} from "../../domain/blog/blog-article.ts";
import { CATEGORIES, isCategoryId, type CategoryId } from "../../domain/blog/blog-taxonomy.ts";

/** What build-plugins/blog-content.ts compiled: the shape read-articles.ts returns. */
const content = compiled as BlogContent;

export const ARTICLES_PER_PAGE = 6;

export const allArticles = (): readonly BlogArticle[] => content.articles;

export const findArticle = (slug: string): BlogArticle | undefined =>
  content.articles.find((article) => article.slug === slug);

export const articleImage = (slug: string): string | undefined =>
  Object.hasOwn(content.images, slug) ? content.images[slug] : undefined;

export interface BlogFilters {
  tag?: string;
  category?: CategoryId;
  q?: string;
  page: number;
}

/** The filters of a listing's URL; anything unknown is dropped, never an error. */
export function readBlogFilters(params: URLSearchParams): BlogFilters {
  const tag = params.get("tag")?.trim().toLowerCase();
  const category = params.get("category")?.trim();
  const q = params.get("q")?.trim().slice(0, 100);
  const page = Number(params.get("page") ?? "1");
  return {
    tag: tag && /^[a-z0-9-]{1,40}$/.test(tag) ? tag : undefined,
    category: category && isCategoryId(category) ? category : undefined,
    q: q || undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 1_000 ? page : 1,
  };
}

const fold = (text: string) =>
  text
    .toLocaleLowerCase("sv")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");

function matches(article: BlogArticle, language: Language, filters: BlogFilters): boolean {
  if (filters.tag && !article.tags.includes(filters.tag)) return false;
  if (filters.category && article.category !== filters.category) return false;
  if (filters.q) {
    const text = article.text[language];
    const haystack = fold(
      [text.title, text.summary, ...article.tags, ...text.toc.map((e) => e.text)].join(" "),
    );
    return fold(filters.q)
      .split(/\s+/)
      .every((word) => haystack.includes(word));
  }
  return true;
}

export interface BlogListing {
  cards: ArticleCard[];
  total: number;
  page: number;
  pages: number;
  /** With `through`: every page from the first up to `page` (infinite scroll after a reload). */
  firstPage: number;
}

export function listArticles(
  language: Language,
  filters: BlogFilters,
  { through = false }: { through?: boolean } = {},
): BlogListing {
  const found = content.articles.filter((article) => matches(article, language, filters));
  const pages = Math.max(1, Math.ceil(found.length / ARTICLES_PER_PAGE));
  const page = Math.min(filters.page, pages);
  const firstPage = through ? 1 : page;
  const cards = found
    .slice((firstPage - 1) * ARTICLES_PER_PAGE, page * ARTICLES_PER_PAGE)
    .map((article) => articleCard(article, language));
  return { cards, total: found.length, page, pages, firstPage };
}

export interface BlogFacets {
  categories: { id: CategoryId; label: string; count: number }[];
  tags: { tag: string; count: number }[];
  recent: ArticleCard[];
}

export function blogFacets(language: Language): BlogFacets {
  const categories = (Object.keys(CATEGORIES) as CategoryId[])
    .map((id) => ({
      id,
      label: CATEGORIES[id][language],
      count: content.articles.filter((article) => article.category === id).length,
    }))
    .filter((category) => category.count > 0);
  const tagCounts = new Map<string, number>();
  for (const article of content.articles) {
    for (const tag of article.tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
  }
  const tags = [...tagCounts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
    .slice(0, 24);
  const recent = content.articles.slice(0, 4).map((article) => articleCard(article, language));
  return { categories, tags, recent };
}

/** Up to `count` articles most like this one: linked from it, then shared tags and category. */
export function relatedArticles(article: BlogArticle, count = 3): BlogArticle[] {
  const score = (other: BlogArticle) =>
    (article.links.includes(other.slug) ? 10 : 0) +
    other.tags.filter((tag) => article.tags.includes(tag)).length * 2 +
    (other.category === article.category ? 1 : 0);
  return content.articles
    .filter((other) => other.slug !== article.slug)
    .map((other) => ({ other, score: score(other) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.other.published.localeCompare(a.other.published))
    .slice(0, count)
    .map(({ other }) => other);
}

/** The article published before and after this one. */
export function neighbours(article: BlogArticle): {
  previous?: BlogArticle;
  next?: BlogArticle;
} {
  const at = content.articles.findIndex((other) => other.slug === article.slug);
  // Newest first: the next (newer) article is the one before it in the list.
  return {
    previous: content.articles[at + 1],
    next: at > 0 ? content.articles[at - 1] : undefined,
  };
}

/** The articles for sitemap.xml, with the day each last changed. */
export function sitemapArticles(): { path: string; indexable: true; lastmod: string }[] {
  return content.articles.map((article) => ({
    path: articlePath(article.slug),
    indexable: true,
    lastmod: article.updated,
  }));
}
