import { Link, useLocation } from "react-router";
import type { ListingQuery } from "../../domain/catalogue/listing-query.ts";
import { listingHref } from "../../domain/catalogue/listing-query.ts";
import { useT } from "../i18n/use-t.ts";
import { pageNumbers } from "./page-numbers.ts";

const LINK =
  "inline-flex min-w-10 items-center justify-center rounded-control border border-line px-3 py-2";

export function Pagination({
  query,
  page,
  pageCount,
}: {
  query: ListingQuery;
  page: number;
  pageCount: number;
}) {
  const t = useT();
  const { pathname } = useLocation();
  if (pageCount <= 1) return null;
  const href = (n: number) => listingHref(pathname, query, { page: n });
  return (
    <nav aria-label={t("listing.pages.label")} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2 text-sm">
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev" className={LINK}>
              {t("listing.pages.previous")}
            </Link>
          </li>
        )}
        {pageNumbers(page, pageCount).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-label={t("listing.pages.page", { page: n })}
                aria-current={n === page ? "page" : undefined}
                className={`${LINK} ${n === page ? "border-ink bg-ink text-surface" : "hover:bg-surface-muted"}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={href(page + 1)} rel="next" className={LINK}>
              {t("listing.pages.next")}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
