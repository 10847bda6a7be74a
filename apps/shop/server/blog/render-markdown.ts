// An article's Markdown body to HTML, for our own files only (content/blog/README.md):
// headings get ids for the table of contents, `product:<id>` and `article:<slug>` links become
// the pages they name, and anything outside the rules (raw HTML, a top-level heading, an
// image, a link that goes nowhere) is reported as a problem rather than rendered.
import { Marked, type Tokens } from "marked";
import type { TocEntry } from "../../domain/blog/blog-article.ts";
import { escapeXml } from "../../domain/escape-xml.ts";

export interface LinkTargets {
  /** The page of each product by id. */
  products: ReadonlyMap<number, string>;
  /** The page of each article by slug. */
  articles: ReadonlyMap<string, string>;
}

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
  words: number;
  /** Product ids and article slugs the text links to. */
  linkedProducts: number[];
  linkedArticles: string[];
  problems: string[];
}

/** A heading's anchor: lowercase ASCII words joined by "-" (å, ä, ö as a, a, o). */
export function headingId(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/<[^>]*>/g, "")
      .replace(/&[a-z0-9#]+;/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "avsnitt"
  );
}

const WORD = /\p{L}[\p{L}\p{N}'’-]*|\p{N}+/gu;

export function renderMarkdown(body: string, targets: LinkTargets): RenderedMarkdown {
  const toc: TocEntry[] = [];
  const problems: string[] = [];
  const linkedProducts: number[] = [];
  const linkedArticles: string[] = [];
  const usedIds = new Set<string>();

  const resolve = (href: string): string | undefined => {
    const product = /^product:(\d{1,9})$/.exec(href);
    if (product) {
      const id = Number(product[1]);
      const path = targets.products.get(id);
      if (path) linkedProducts.push(id);
      else problems.push(`links to product ${id}, which is not in the catalogue`);
      return path;
    }
    const article = /^article:([A-Za-z0-9-]+)$/.exec(href);
    if (article) {
      const path = targets.articles.get(article[1]!);
      if (path) linkedArticles.push(article[1]!);
      else problems.push(`links to article "${article[1]}", which does not exist`);
      return path;
    }
    if (/^\/(?!\/)[^\s\\]*$/.test(href) || /^https:\/\/[^\s]+$/.test(href)) return href;
    problems.push(`link "${href}" is neither product:, article:, a /path nor an https:// URL`);
    return undefined;
  };

  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        if (depth === 1) problems.push("uses a # heading; the title is the page's only h1");
        let id = headingId(inner);
        for (let n = 2; usedIds.has(id); n++) id = `${headingId(inner)}-${n}`;
        usedIds.add(id);
        if (depth === 2 || depth === 3) {
          toc.push({ id, depth, text: inner.replace(/<[^>]*>/g, "") });
        }
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const target = resolve(href);
        if (target === undefined) return inner;
        const titleAttr = title ? ` title="${escapeXml(title)}"` : "";
        return `<a href="${escapeXml(target)}"${titleAttr}>${inner}</a>`;
      },
      image({ href }: Tokens.Image) {
        problems.push(`has an image (${href}); an article has one picture, in its front matter`);
        return "";
      },
      html({ text }: Tokens.HTML | Tokens.Tag) {
        problems.push(`has raw HTML: ${text.trim().slice(0, 40)}`);
        return escapeXml(text);
      },
    },
  });

  const html = marked.parse(body) as string;
  const words = (html.replace(/<[^>]*>/g, " ").match(WORD) ?? []).length;
  return { html, toc, words, linkedProducts, linkedArticles, problems };
}
