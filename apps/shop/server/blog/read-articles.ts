// Reads the blog from the repository (content/blog/): every article in both languages, its
// front matter validated, its Markdown rendered, its links and picture checked. Anything wrong
// anywhere is collected and thrown at once, so the build names every problem in one go
// (build-plugins/blog-content.ts); a blog that reads cleanly is what the server serves.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { articlePath, type ArticleText, type BlogArticle } from "../../domain/blog/blog-article.ts";
import type { Language } from "../../domain/language.ts";
import { readFrontMatter, type FrontMatter } from "./front-matter.ts";
import { renderMarkdown } from "./render-markdown.ts";
import { ShopError } from "../../domain/shop-error.ts";

/** Words a reader gets through in a minute, for the reading time. */
const WORDS_PER_MINUTE = 200;
export const WORD_LIMITS = { min: 400, max: 1_200 } as const;
const MAX_IMAGE_BYTES = 24_000;

/** Article files are <slug>.sv.md and <slug>.en.md; the language keys are the shop's. */
const FILE_LANGUAGES: Record<string, Language> = { sv: "se", en: "en" };

export interface BlogContent {
  /** Newest first. */
  articles: BlogArticle[];
  /** Each article's picture (SVG source) by slug. */
  images: Record<string, string>;
}

export class BlogContentError extends ShopError<"BLOG_CONTENT_INVALID"> {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(
      "BLOG_CONTENT_INVALID",
      `The blog has ${problems.length} problem(s):\n  ${problems.join("\n  ")}`,
    );
    this.problems = problems;
  }
}

/** A picture we draw ourselves: an SVG without scripts or anything fetched from elsewhere. */
function imageProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(svg)) problems.push("is not an SVG document");
  if (/<script|\son[a-z]+\s*=|<foreignObject/i.test(svg)) problems.push("has script");
  if (/(?:href|src)\s*=\s*["'](?!#)/i.test(svg) || /url\(\s*["']?(?!#)/i.test(svg)) {
    problems.push("refers to something outside itself");
  }
  if (Buffer.byteLength(svg) > MAX_IMAGE_BYTES) problems.push(`is over ${MAX_IMAGE_BYTES} bytes`);
  return problems;
}

const SHARED_FIELDS = ["published", "updated", "author", "category", "tags", "products"] as const;

export function readBlog(dir: string, productPaths: ReadonlyMap<number, string>): BlogContent {
  const problems: string[] = [];
  const files = readdirSync(dir).filter((name) => name.endsWith(".md") && name !== "README.md");
  const bySlug = new Map<string, Partial<Record<Language, string>>>();
  for (const name of files) {
    const match = /^([A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)\.(sv|en)\.md$/.exec(name);
    if (!match) {
      problems.push(`${name}: not named <slug>.sv.md or <slug>.en.md`);
      continue;
    }
    const entry = bySlug.get(match[1]!) ?? {};
    entry[FILE_LANGUAGES[match[2]!]!] = name;
    bySlug.set(match[1]!, entry);
  }
  const articleTargets = new Map([...bySlug.keys()].map((slug) => [slug, articlePath(slug)]));
  const targets = { products: productPaths, articles: articleTargets };

  const articles: BlogArticle[] = [];
  const images: Record<string, string> = {};
  for (const [slug, names] of bySlug) {
    const texts: Partial<Record<Language, ArticleText>> = {};
    const matters: Partial<Record<Language, FrontMatter>> = {};
    const links = new Set<string>();
    for (const language of ["se", "en"] as const) {
      const name = names[language];
      if (!name) {
        problems.push(`${slug}: the ${language === "se" ? "Swedish" : "English"} text is missing`);
        continue;
      }
      const read = readFrontMatter(readFileSync(path.join(dir, name), "utf8"));
      if (!read.ok) {
        problems.push(...read.problems.map((problem) => `${name}: ${problem}`));
        continue;
      }
      const { matter, body } = read;
      const rendered = renderMarkdown(body, targets);
      problems.push(...rendered.problems.map((problem) => `${name}: ${problem}`));
      if (rendered.words < WORD_LIMITS.min || rendered.words > WORD_LIMITS.max) {
        problems.push(
          `${name}: ${rendered.words} words; an article has ${WORD_LIMITS.min}–${WORD_LIMITS.max}`,
        );
      }
      for (const id of matter.products) {
        if (!productPaths.has(id)) problems.push(`${name}: product ${id} is not in the catalogue`);
      }
      rendered.linkedArticles.forEach((linked) => links.add(linked));
      matters[language] = matter;
      texts[language] = {
        title: matter.title,
        summary: matter.summary,
        imageAlt: matter.imageAlt,
        html: rendered.html,
        toc: rendered.toc,
        words: rendered.words,
        minutes: Math.max(1, Math.round(rendered.words / WORDS_PER_MINUTE)),
      };
    }

    let svg: string | undefined;
    try {
      svg = readFileSync(path.join(dir, "images", `${slug}.svg`), "utf8");
      problems.push(...imageProblems(svg).map((problem) => `images/${slug}.svg: ${problem}`));
    } catch {
      problems.push(`${slug}: its picture images/${slug}.svg is missing`);
    }

    const { se, en } = matters;
    if (!se || !en || !texts.se || !texts.en || svg === undefined) continue;
    for (const field of SHARED_FIELDS) {
      if (JSON.stringify(se[field]) !== JSON.stringify(en[field])) {
        problems.push(`${slug}: ${field} differs between the Swedish and the English text`);
      }
    }
    const version = createHash("sha256").update(svg).digest("base64url").slice(0, 10);
    images[slug] = svg;
    articles.push({
      slug,
      published: se.published,
      updated: se.updated,
      author: se.author,
      category: se.category,
      tags: se.tags,
      products: se.products,
      links: [...links].filter((linked) => linked !== slug),
      image: `/blog/images/${slug}.svg?v=${version}`,
      text: { se: texts.se, en: texts.en },
    });
  }
  if (problems.length > 0) throw new BlogContentError(problems);
  articles.sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));
  return { articles, images };
}
