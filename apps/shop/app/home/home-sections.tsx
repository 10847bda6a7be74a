// The home page's sections, so that the template's other home page
// (/voxo_plus/home/electronic_demo) is the same parts in another order, not a copy.
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import type { ArticleCard } from "../../domain/blog/blog-article.ts";
import type { CardProduct } from "../catalogue/card-product.ts";
import { deviceCategoryGroups } from "../catalogue/device-categories.ts";
import { buttonClass } from "../components/button-styles.ts";
import type { MessageKey } from "../i18n/messages.ts";
import { useT } from "../i18n/use-t.ts";
import { ProductResults } from "../listing-page/product-results.tsx";
import { useLanguage } from "../root-data.ts";

const promises = [
  ["page.home.promise.vatTitle", "page.home.promise.vatText"],
  ["page.home.promise.withdrawalTitle", "page.home.promise.withdrawalText"],
  ["page.home.promise.complaintsTitle", "page.home.promise.complaintsText"],
] as const;

/** The page's heading and lead; an h1 unless shown inside another page (the element gallery). */
export function HomeHero({
  title,
  headingLevel = 1,
  children,
}: {
  title: string;
  headingLevel?: 1 | 2;
  children?: ReactNode;
}) {
  const t = useT();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="bg-surface-muted">
      <div className="container-page py-12">
        <Heading className="text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</Heading>
        <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("page.home.lead")}</p>
        {children}
      </div>
    </section>
  );
}

/** A row of product cards under a heading, with a link to more of them. */
export function ProductShelf({
  title,
  lead,
  products,
  more,
}: {
  title: string;
  lead: string;
  products: CardProduct[];
  more: { to: string; label: MessageKey };
}) {
  const t = useT();
  const id = useId();
  if (products.length === 0) return null;
  return (
    <section className="container-page py-10" aria-labelledby={id}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id={id} className="text-xl font-bold">
            {title}
          </h2>
          <p className="text-ink-muted">{lead}</p>
        </div>
        <Link to={more.to} className={buttonClass("secondary")}>
          {t(more.label)}
        </Link>
      </div>
      <ProductResults products={products} view="grid" wide titled />
    </section>
  );
}

/** What customers buy most, with a link to every product. */
export function PopularShelf({ products }: { products: CardProduct[] }) {
  const t = useT();
  return (
    <ProductShelf
      title={t("listing.home.popularTitle")}
      lead={t("listing.home.popularLead")}
      products={products}
      more={{ to: "/shop/shop_no_sidebar", label: "listing.home.allProducts" }}
    />
  );
}

export function ShopPromises() {
  const t = useT();
  const id = useId();
  return (
    <section className="container-page" aria-labelledby={id}>
      <h2 id={id} className="sr-only">
        {t("footer.goodToKnow")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {promises.map(([title, text]) => (
          <li key={title} className="rounded-card bg-surface-muted p-5">
            <h3 className="font-bold">{t(title)}</h3>
            <p className="mt-1 text-sm text-ink-muted">{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BrandLinks() {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  return (
    <section className="container-page py-10" aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-bold">
        {t("page.home.brands")}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {deviceCategoryGroups.map((group) => (
          <li key={group.label.en}>
            <Link
              to={group.categories[0]?.path ?? "/"}
              className="block rounded-card border border-line p-4 font-semibold hover:border-primary"
            >
              {group.label[language]}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LatestArticles({ articles }: { articles: readonly ArticleCard[] }) {
  const t = useT();
  const id = useId();
  return (
    <section className="container-page" aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-bold">
        {t("page.home.blogTitle")}
      </h2>
      <ul className="space-y-1">
        {articles.map((article) => (
          <li key={article.slug}>
            <Link to={article.path} className="underline">
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
