// An article page: who wrote it and when, its summary, picture and contents, the text, and
// what to read or buy next; with share links and schema.org data.
import { Link } from "react-router";
import type { CardProduct } from "../catalogue/card-product.ts";
import { PageHeader } from "../components/page-header.tsx";
import { useT } from "../i18n/use-t.ts";
import { ProductResults } from "../listing-page/product-results.tsx";
import { jsonLdText } from "../product-page/product-json-ld.ts";
import { useLanguage } from "../root-data.ts";
import { ArticleCardView } from "./article-card.tsx";
import type { ArticleCard, ArticleText } from "../../domain/blog/blog-article.ts";
import { formatArticleDate } from "../../domain/blog/blog-article.ts";
import {
  AUTHORS,
  CATEGORIES,
  type AuthorId,
  type CategoryId,
} from "../../domain/blog/blog-taxonomy.ts";
import { blogHref } from "./blog-url.ts";
import { DoctorLink } from "../scooter-doctor/doctor-link.tsx";

export interface ArticlePageData {
  slug: string;
  url: string;
  published: string;
  updated: string;
  author: AuthorId;
  category: CategoryId;
  tags: string[];
  image: string;
  text: ArticleText;
  related: ArticleCard[];
  products: CardProduct[];
  previous?: ArticleCard;
  next?: ArticleCard;
  jsonLd: object[];
}

function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = useT();
  const u = encodeURIComponent(url);
  const links = [
    ["blog.share.facebook", `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    ["blog.share.x", `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`],
    ["blog.share.linkedin", `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
    ["blog.share.email", `mailto:?subject=${encodeURIComponent(title)}&body=${u}`],
  ] as const;
  return (
    <section aria-labelledby="share-title" className="mt-10">
      <h2 id="share-title" className="mb-2 font-bold">
        {t("blog.share")}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {links.map(([label, href]) => (
          <li key={label}>
            <a
              href={href}
              className="inline-block rounded-control border border-line px-3 py-2 hover:border-primary"
              rel="noopener noreferrer"
              target={href.startsWith("mailto:") ? undefined : "_blank"}
            >
              {t(label)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ArticleView({ data }: { data: ArticlePageData }) {
  const t = useT();
  const language = useLanguage();
  const { text } = data;
  const author = AUTHORS[data.author];
  return (
    <>
      {data.jsonLd.map((item, i) => (
        <script
          key={i}
          type="application/ld+json"
          // JSON with "<" escaped (jsonLdText), so it cannot end the script element.
          dangerouslySetInnerHTML={{ __html: jsonLdText(item) }}
        />
      ))}
      <PageHeader title={text.title} crumbs={[{ label: t("page.blog.title"), to: "/blogs" }]}>
        <p className="mt-2 text-sm text-ink-muted">
          {t("blog.by", { author: author.name, role: author.role[language] })}
          {" · "}
          <time dateTime={data.published}>
            {t("blog.published", { date: formatArticleDate(data.published, language) })}
          </time>
          {data.updated !== data.published && (
            <>
              {" · "}
              <time dateTime={data.updated}>
                {t("blog.updated", { date: formatArticleDate(data.updated, language) })}
              </time>
            </>
          )}
          {" · "}
          {t("blog.minutes", { minutes: text.minutes })}
        </p>
      </PageHeader>
      <div className="container-page grid gap-10 py-8 lg:grid-cols-[minmax(0,48rem)_16rem]">
        <article className="min-w-0">
          <section
            aria-labelledby="summary-title"
            className="mb-6 rounded-card border border-line bg-surface-muted p-4"
          >
            <h2 id="summary-title" className="font-bold">
              {t("blog.summary")}
            </h2>
            <p className="mt-1">{text.summary}</p>
          </section>
          {/* The error-code articles (tagged felkod) hand over to Felkodsdoktorn. */}
          {data.tags.includes("felkod") && <DoctorLink className="mb-6" />}
          <img
            src={data.image}
            alt={text.imageAlt}
            width={1200}
            height={630}
            fetchPriority="high"
            className="mb-6 aspect-[40/21] h-auto w-full rounded-card bg-surface-muted"
          />
          <div className="prose-shop" dangerouslySetInnerHTML={{ __html: text.html }} />
          <p className="mt-6 flex flex-wrap items-center gap-2 text-sm">
            <Link to={blogHref("/blogs", { category: data.category })} className="underline">
              {CATEGORIES[data.category][language]}
            </Link>
            {data.tags.map((tag) => (
              <Link
                key={tag}
                to={blogHref("/blogs", { tag })}
                className="rounded-control border border-line px-2 py-1 hover:border-primary"
              >
                #{tag}
              </Link>
            ))}
          </p>
          <ShareLinks url={data.url} title={text.title} />
          {(data.previous || data.next) && (
            <nav aria-label={t("page.blog.title")} className="mt-10 grid gap-4 sm:grid-cols-2">
              {data.previous && (
                <Link
                  to={data.previous.path}
                  rel="prev"
                  className="rounded-card border border-line p-4 hover:border-primary"
                >
                  <span className="block text-sm text-ink-muted">{t("blog.previous")}</span>
                  <span className="font-semibold">{data.previous.title}</span>
                </Link>
              )}
              {data.next && (
                <Link
                  to={data.next.path}
                  rel="next"
                  className="rounded-card border border-line p-4 text-end hover:border-primary sm:col-start-2"
                >
                  <span className="block text-sm text-ink-muted">{t("blog.next")}</span>
                  <span className="font-semibold">{data.next.title}</span>
                </Link>
              )}
            </nav>
          )}
        </article>
        {text.toc.length > 0 && (
          <nav aria-labelledby="toc-title" className="order-first lg:order-none">
            <div className="lg:sticky lg:top-24">
              <h2 id="toc-title" className="mb-2 font-bold">
                {t("blog.toc")}
              </h2>
              <ol className="space-y-1 text-sm">
                {text.toc.map((entry) => (
                  <li key={entry.id} className={entry.depth === 3 ? "ps-4" : undefined}>
                    <a href={`#${entry.id}`} className="underline">
                      {entry.text}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
        )}
      </div>
      {data.products.length > 0 && (
        <section className="container-page pb-8" aria-labelledby="article-products">
          <h2 id="article-products" className="mb-4 text-xl font-bold">
            {t("blog.relatedProducts")}
          </h2>
          <ProductResults products={data.products} view="grid" wide titled />
        </section>
      )}
      {data.related.length > 0 && (
        <section className="container-page pb-12" aria-labelledby="article-related">
          <h2 id="article-related" className="mb-4 text-xl font-bold">
            {t("blog.related")}
          </h2>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.related.map((card) => (
              <ArticleCardView key={card.slug} card={card} layout="grid" heading="h3" />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
