// An article of the blog as the pages receive it: the shared facts, and per language the
// texts, the body already rendered to HTML from the repository's Markdown
// (server/blog/read-articles.ts), its table of contents, length and reading time.
import type { Language } from "../language.ts";
import type { AuthorId, CategoryId } from "./blog-taxonomy.ts";

export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

export interface ArticleText {
  title: string;
  summary: string;
  imageAlt: string;
  html: string;
  toc: TocEntry[];
  words: number;
  minutes: number;
}

export interface BlogArticle {
  slug: string;
  /** YYYY-MM-DD */
  published: string;
  /** YYYY-MM-DD, on or after published */
  updated: string;
  author: AuthorId;
  category: CategoryId;
  tags: string[];
  /** Related products, by id; every one exists in the catalogue. */
  products: number[];
  /** Other articles this one links to, by slug. */
  links: string[];
  /** The picture's URL, versioned by its content. */
  image: string;
  text: Record<Language, ArticleText>;
}

/** What a listing shows of an article, in the page's language. */
export interface ArticleCard {
  slug: string;
  path: string;
  title: string;
  summary: string;
  image: string;
  imageAlt: string;
  published: string;
  updated: string;
  author: AuthorId;
  category: CategoryId;
  tags: string[];
  minutes: number;
}

export const articlePath = (slug: string) => `/blogs/${slug}`;

/** The blog's RSS feed in a language (routes/blogs/feed.ts). */
export const feedPath = (language: Language) => `/blog/rss/${language === "se" ? "sv" : "en"}.xml`;

export function articleCard(article: BlogArticle, language: Language): ArticleCard {
  const text = article.text[language];
  return {
    slug: article.slug,
    path: articlePath(article.slug),
    title: text.title,
    summary: text.summary,
    image: article.image,
    imageAlt: text.imageAlt,
    published: article.published,
    updated: article.updated,
    author: article.author,
    category: article.category,
    tags: article.tags,
    minutes: text.minutes,
  };
}

/** "12 mars 2026" / "12 March 2026": a publication date as the page shows it. */
export function formatArticleDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language === "se" ? "sv-SE" : "en-GB", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}
