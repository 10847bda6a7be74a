// Page links for search results: plain links, so paging works without JavaScript. A search
// pages through at most 10 pages (MAX_RANKED), so every page is linked; kept apart from the
// listing's Pagination, which would bring the listing's query code into the search page's
// scripts (app/performance/js-budget.spec.ts).
import { Link } from "react-router";
import { useT } from "../i18n/use-t.ts";

const LINK =
  "inline-flex min-w-10 items-center justify-center rounded-control border border-line px-3 py-2";

export function SearchPagination({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  const t = useT();
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={t("listing.pages.label")} className="mt-6">
      <ul className="flex flex-wrap items-center justify-center gap-2 text-sm">
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev" className={LINK}>
              {t("listing.pages.previous")}
            </Link>
          </li>
        )}
        {pages.map((n) => (
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
        ))}
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
