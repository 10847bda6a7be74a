import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../i18n/use-t.ts";

export interface Crumb {
  label: string;
  to?: string;
}

/** The page's one h1, with a breadcrumb trail under "Hem". */
export function PageHeader({
  title,
  crumbs = [],
  children,
}: {
  title: string;
  crumbs?: Crumb[];
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="border-b border-line bg-surface-muted">
      <div className="container-page py-6">
        <nav aria-label={t("breadcrumb.label")} className="mb-2 text-sm text-ink-muted">
          <ol className="flex flex-wrap gap-1">
            <li>
              <Link to="/" className="underline">
                {t("nav.home")}
              </Link>
            </li>
            {[...crumbs, { label: title }].map((crumb, i) => (
              <li key={i} className="before:me-1 before:content-['/']">
                {crumb.to ? (
                  <Link to={crumb.to} className="underline">
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current={i === crumbs.length ? "page" : undefined}>{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}
