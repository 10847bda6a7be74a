// Infinite scroll that is a link underneath: "Show more articles" points to the next page,
// whose URL lists every article up to it. Without JavaScript it is followed as a link; with
// it, it is followed by itself when it scrolls into view, replacing the history entry and
// keeping the scroll position, so a reload or coming back shows the same articles in place.
import { useEffect, useRef } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import { buttonClass } from "../components/button-styles.ts";
import { useT } from "../i18n/use-t.ts";

export function LoadMore({ href, shown, total }: { href?: string; shown: number; total: number }) {
  const t = useT();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const link = useRef<HTMLAnchorElement>(null);
  const loading = navigation.state === "loading" && navigation.location.search !== "";

  useEffect(() => {
    const element = link.current;
    if (!href || !element || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void navigate(href, { replace: true, preventScrollReset: true });
        }
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [href, navigate]);

  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      <p role="status" className="text-ink-muted">
        {loading
          ? t("blog.loading")
          : href
            ? t("blog.shownOf", { shown, count: total })
            : t("blog.allShown", { count: total })}
      </p>
      {href && (
        <Link ref={link} to={href} replace preventScrollReset className={buttonClass("secondary")}>
          {t("blog.loadMore")}
        </Link>
      )}
    </div>
  );
}
