// Previous / next links for a paged admin list, keeping the list's other query parameters.
import { Link, useLocation } from "react-router";
import { adminMessages } from "../admin-messages.ts";
import { usePageT } from "../../i18n/use-page-t.ts";

export function AdminPager({ page, pages }: { page: number; pages: number }) {
  const t = usePageT(adminMessages);
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const to = (target: number) => {
    const params = new URLSearchParams(search);
    params.set("sida", String(target));
    return `${pathname}?${params.toString()}`;
  };
  return (
    <nav aria-label={t("pager.label")} className="mt-4 flex items-center gap-4">
      {page > 1 && (
        <Link className="underline" to={to(page - 1)}>
          {t("pager.previous")}
        </Link>
      )}
      <span>{t("pager.status", { page, pages })}</span>
      {page < pages && (
        <Link className="underline" to={to(page + 1)}>
          {t("pager.next")}
        </Link>
      )}
    </nav>
  );
}

/** The page number a list's `?sida=` asks for: 1 when missing or not a positive integer. */
export function pageParam(url: URL): number {
  const raw = url.searchParams.get("sida");
  const page = raw === null ? 1 : Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
