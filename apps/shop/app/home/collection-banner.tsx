// A banner for a collection (home/collections.ts): its name, a line about it, how many products
// it holds and the way to them, beside a picture of its best seller. `reversed` puts the
// picture first, so two banners side by side do not look the same.
import { useId } from "react";
import { Link } from "react-router";
import { buttonClass } from "../components/button-styles.ts";
import { ProductPicture } from "../components/product-picture.tsx";
import { usePageT } from "../i18n/use-page-t.ts";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";
import { collectionMessages } from "./collection-messages.ts";
import type { Collection } from "./collections.ts";

export function CollectionBanner({
  collection,
  reversed = false,
}: {
  collection: Collection;
  reversed?: boolean;
}) {
  const t = useT();
  const c = usePageT(collectionMessages);
  const language = useLanguage();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`flex items-center gap-4 rounded-card bg-surface-muted p-5 ${reversed ? "flex-row-reverse" : ""}`}
      data-testid="collection-banner"
    >
      <div className="flex-1">
        <p className="text-sm font-semibold text-ink-muted">
          {t("listing.facet.count", { count: collection.count })}
        </p>
        <h2 id={titleId} className="mt-1 text-2xl font-bold">
          {c(`collection.${collection.key}.title`)}
        </h2>
        <p className="mt-2 text-ink-muted">{c(`collection.${collection.key}.text`)}</p>
        <p className="mt-4">
          <Link to={collection.to} className={buttonClass("primary")}>
            {c("collection.shopNow")}
            <span className="sr-only">: {c(`collection.${collection.key}.title`)}</span>
          </Link>
        </p>
      </div>
      <div className="w-28 shrink-0 sm:w-40">
        <ProductPicture
          image={collection.image}
          language={language}
          sizes="(min-width: 640px) 160px, 112px"
        />
      </div>
    </section>
  );
}

/** The collections as a row of banners, the second one mirrored. */
export function CollectionBanners({ collections }: { collections: readonly Collection[] }) {
  if (collections.length === 0) return null;
  return (
    <div className="container-page grid gap-4 py-10 md:grid-cols-2">
      {collections.map((collection, index) => (
        <CollectionBanner key={collection.key} collection={collection} reversed={index % 2 === 1} />
      ))}
    </div>
  );
}
