// /blogs/{slug}: an article (spec §2), and /blog/blog_details and /blogs/blog_details, the
// template's article layout, showing the newest article with a canonical link to its own
// address. Served from memory (virtual:kb-blog); only the related products are looked up.
import { data } from "react-router";
import { articleCard, articlePath } from "../../../domain/blog/blog-article.ts";
import { articleJsonLd } from "../../blog/article-json-ld.ts";
import { ArticleView, type ArticlePageData } from "../../blog/article-view.tsx";
import { allArticles, findArticle, neighbours, relatedArticles } from "../../blog/blog.server.ts";
import { toCardProduct } from "../../catalogue/card-product.ts";
import { preferencesContext } from "../../context/preferences-context.ts";
import { servicesContext } from "../../context/services-context.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { translate } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/article";

export async function loader({ params, context }: Route.LoaderArgs) {
  const article = params.slug === undefined ? allArticles()[0] : findArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  const { language } = context.get(preferencesContext);
  const services = context.get(servicesContext);
  const origin = services.publicUrl;
  const products = await services.catalogue.byIds(article.products);
  const { previous, next } = neighbours(article);
  const card = (other: typeof article) => articleCard(other, language);
  const page: ArticlePageData = {
    slug: article.slug,
    url: `${origin}${articlePath(article.slug)}`,
    published: article.published,
    updated: article.updated,
    author: article.author,
    category: article.category,
    tags: article.tags,
    image: article.image,
    text: article.text[language],
    related: relatedArticles(article).map(card),
    products: products.map(toCardProduct),
    previous: previous && card(previous),
    next: next && card(next),
    jsonLd: articleJsonLd(article, {
      origin,
      language,
      blogTitle: translate(language, "page.blog.title"),
      homeTitle: translate(language, "nav.home"),
    }),
  };
  return page;
}

export const meta: Route.MetaFunction = (args) => {
  const article = args.loaderData;
  if (!article)
    return pageMeta(args, (t) => ({
      title: t("page.blog.title"),
      description: t("page.blog.description"),
      noindex: true,
    }));
  const origin = new URL(article.url).origin;
  const image = `${origin}${article.image.replace(".svg?", ".png?")}`;
  return [
    ...pageMeta(args, () => ({
      title: article.text.title,
      description: article.text.summary,
      canonicalPath: articlePath(article.slug),
    })),
    { property: "og:type", content: "article" },
    { property: "og:title", content: article.text.title },
    { property: "og:description", content: article.text.summary },
    { property: "og:url", content: article.url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: article.text.imageAlt },
    { property: "article:published_time", content: article.published },
    { property: "article:modified_time", content: article.updated },
    { name: "twitter:card", content: "summary_large_image" },
  ];
};

// The blog_details layouts show an article whose own address is canonical; the articles
// themselves are listed in sitemap.xml with their dates (blog.server.ts sitemapArticles).
// The same for every visitor: the server keeps the page rendered (server/page-cache/).
export const handle: ShopHandle = { indexable: false, sharedPage: true };

export default function Article({ loaderData }: Route.ComponentProps) {
  return <ArticleView data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
