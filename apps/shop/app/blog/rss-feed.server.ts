// The blog as an RSS 2.0 feed in one language, newest first, each item with its summary and
// its whole text (served at /blog/rss/sv.xml and /blog/rss/en.xml).
import { articlePath } from "../../domain/blog/blog-article.ts";
import { allArticles } from "./blog.server.ts";
import { AUTHORS } from "../../domain/blog/blog-taxonomy.ts";
import { HTML_LANG, type Language } from "../../domain/language.ts";
import { translate } from "../i18n/use-t.ts";
import { escapeXml } from "../../domain/escape-xml.ts";
import { SITE_NAME } from "../seo/page-meta.ts";

const cdata = (text: string) => `<![CDATA[${text.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;

/** RFC 822 dates, as RSS wants them. */
const rfc822 = (date: string) => new Date(`${date}T06:00:00Z`).toUTCString();

export function rssFeed(origin: string, language: Language): string {
  const articles = allArticles();
  const self = `${origin}/blog/rss/${HTML_LANG[language]}.xml`;
  const items = articles.map((article) => {
    const text = article.text[language];
    const url = `${origin}${articlePath(article.slug)}`;
    return [
      "    <item>",
      `      <title>${escapeXml(text.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(article.published)}</pubDate>`,
      `      <dc:creator>${escapeXml(AUTHORS[article.author].name)}</dc:creator>`,
      ...article.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <description>${escapeXml(text.summary)}</description>`,
      `      <content:encoded>${cdata(text.html)}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${SITE_NAME} – ${translate(language, "page.blog.title")}`)}</title>`,
    `    <link>${escapeXml(`${origin}/blogs`)}</link>`,
    `    <description>${escapeXml(translate(language, "page.blog.description"))}</description>`,
    `    <language>${HTML_LANG[language]}</language>`,
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    articles[0] ? `    <lastBuildDate>${rfc822(articles[0].updated)}</lastBuildDate>` : "",
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter(Boolean)
    .join("\n");
}
