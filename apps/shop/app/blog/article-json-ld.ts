// schema.org data of an article page: the Article itself and its breadcrumb trail, with
// absolute URLs, in the page's language.
import type { Language } from "../../domain/language.ts";
import { HTML_LANG } from "../../domain/language.ts";
import { SITE_NAME } from "../seo/page-meta.ts";
import { articlePath, type BlogArticle } from "../../domain/blog/blog-article.ts";
import { AUTHORS } from "../../domain/blog/blog-taxonomy.ts";

export function articleJsonLd(
  article: BlogArticle,
  {
    origin,
    language,
    blogTitle,
    homeTitle,
  }: {
    origin: string;
    language: Language;
    blogTitle: string;
    homeTitle: string;
  },
): object[] {
  const text = article.text[language];
  const url = `${origin}${articlePath(article.slug)}`;
  return [
    {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: text.title,
      description: text.summary,
      image: [`${origin}${article.image.replace(".svg?", ".png?")}`],
      datePublished: article.published,
      dateModified: article.updated,
      inLanguage: HTML_LANG[language],
      wordCount: text.words,
      keywords: article.tags.join(", "),
      author: { "@type": "Person", name: AUTHORS[article.author].name },
      publisher: { "@type": "Organization", name: SITE_NAME, url: origin },
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      url,
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: homeTitle, item: `${origin}/` },
        { "@type": "ListItem", position: 2, name: blogTitle, item: `${origin}/blogs` },
        { "@type": "ListItem", position: 3, name: text.title, item: url },
      ],
    },
  ];
}
