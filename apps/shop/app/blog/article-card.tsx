// An article in a listing: its picture, title (the link), summary and the facts a reader
// scans for (date, reading time, category).
import { Link } from "react-router";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";
import { formatArticleDate, type ArticleCard } from "../../domain/blog/blog-article.ts";
import { CATEGORIES } from "../../domain/blog/blog-taxonomy.ts";

export type CardLayout = "grid" | "list" | "masonry";

export function ArticleCardView({
  card,
  layout,
  priority = false,
  heading: Heading = "h2",
}: {
  card: ArticleCard;
  layout: CardLayout;
  /** h3 where the cards sit under a section's own h2. */
  heading?: "h2" | "h3";
  /** The first cards of a page: loaded at once (the largest paint), not lazily. */
  priority?: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const list = layout === "list";
  return (
    <article
      id={`article-${card.slug}`}
      className={`overflow-hidden rounded-card border border-line bg-surface ${
        list ? "sm:grid sm:grid-cols-[16rem_1fr]" : ""
      } ${layout === "masonry" ? "mb-6 break-inside-avoid" : ""}`}
    >
      <img
        src={card.image}
        alt={card.imageAlt}
        width={1200}
        height={630}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className="aspect-[40/21] h-auto w-full bg-surface-muted object-cover"
      />
      <div className="space-y-2 p-4">
        <p className="text-sm font-semibold text-primary-ink">
          {CATEGORIES[card.category][language]}
        </p>
        <Heading className="text-lg leading-snug font-bold">
          <Link to={card.path} className="hover:underline">
            {card.title}
          </Link>
        </Heading>
        <p className="text-ink-muted">{card.summary}</p>
        <p className="text-sm text-ink-muted">
          <time dateTime={card.published}>{formatArticleDate(card.published, language)}</time>
          {" · "}
          {t("blog.minutes", { minutes: card.minutes })}
        </p>
      </div>
    </article>
  );
}
