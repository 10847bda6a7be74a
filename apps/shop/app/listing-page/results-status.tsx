import type { ListingData } from "./listing-data.ts";
import { PER_PAGE } from "./listing-layout.ts";
import { useT } from "../i18n/use-t.ts";

/** How many products the filters give, announced politely whenever it changes. */
export function ResultsStatus({
  listing,
  infinite,
}: {
  listing: ListingData["listing"];
  infinite: boolean;
}) {
  const t = useT();
  const { total, page, products } = listing;
  const from = (page - 1) * PER_PAGE + 1;
  const text =
    total === 0
      ? t("listing.results.none")
      : total === 1
        ? t("listing.results.one")
        : products.length === total
          ? t("listing.results.all", { total })
          : infinite
            ? t("listing.results.shown", { shown: products.length, total })
            : t("listing.results.range", { from, to: from + products.length - 1, total });
  return (
    <p role="status" aria-live="polite" className="font-semibold" data-testid="results-count">
      {text}
    </p>
  );
}
