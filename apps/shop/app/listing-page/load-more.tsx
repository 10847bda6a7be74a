// Infinite scroll: a real "Visa fler" link to the next page (which, on this listing, holds
// every page up to it), and with JavaScript an observer that follows that link by itself
// when the shopper nears the end. The route's loader does the loading either way; a polite
// announcement says how many products came.
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { listingHref, type ListingQuery } from "../../domain/catalogue/listing-query.ts";
import { buttonClass } from "../components/button-styles.ts";
import { useT } from "../i18n/use-t.ts";

export function LoadMore({
  query,
  page,
  pageCount,
  shown,
}: {
  query: ListingQuery;
  page: number;
  pageCount: number;
  shown: number;
}) {
  const t = useT();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const sentinel = useRef<HTMLDivElement>(null);
  const [previous, setPrevious] = useState({ shown, added: 0 });
  if (previous.shown !== shown) {
    setPrevious({ shown, added: shown > previous.shown ? shown - previous.shown : 0 });
  }
  const next = page < pageCount ? listingHref(pathname, query, { page: page + 1 }) : undefined;
  const idle = navigation.state === "idle";

  useEffect(() => {
    const element = sentinel.current;
    if (!next || !idle || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void navigate(next, { preventScrollReset: true, replace: true });
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [next, idle, navigate]);

  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      <p aria-live="polite" className="sr-only">
        {previous.added > 0 ? t("listing.loadedMore", { count: previous.added }) : ""}
      </p>
      {next && (
        <>
          <div ref={sentinel} aria-hidden="true" />
          <Link to={next} preventScrollReset replace className={buttonClass("secondary")}>
            {t("listing.loadMore")}
          </Link>
        </>
      )}
    </div>
  );
}
