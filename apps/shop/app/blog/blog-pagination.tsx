// Page links for a listing: plain links, so paging works without JavaScript.
import { Link } from "react-router";
import { useT } from "../i18n/use-t.ts";
import { blogHref, type BlogQuery } from "./blog-url.ts";

export function BlogPagination({
  pathname,
  query,
  page,
  pages,
}: {
  pathname: string;
  query: BlogQuery;
  page: number;
  pages: number;
}) {
  const t = useT();
  if (pages <= 1) return null;
  const link = "rounded-control border border-line px-3 py-2 hover:border-primary";
  return (
    <nav aria-label={t("blog.pagination.label")} className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link to={blogHref(pathname, { ...query, page: page - 1 })} className={link} rel="prev">
              {t("blog.pagination.previous")}
            </Link>
          </li>
        )}
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className={`${link} border-primary font-bold`}>
                <span className="sr-only">{t("blog.pagination.page", { page: n, pages })}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <Link
                to={blogHref(pathname, { ...query, page: n })}
                className={link}
                aria-label={t("blog.pagination.goTo", { page: n })}
              >
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < pages && (
          <li>
            <Link to={blogHref(pathname, { ...query, page: page + 1 })} className={link} rel="next">
              {t("blog.pagination.next")}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
