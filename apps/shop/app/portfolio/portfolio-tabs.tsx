// The portfolio's filter: one link per kind of product, ?type=… in the address, so it works
// without JavaScript; with it, React Router fetches the filtered page and keeps the scroll.
import { Link, useLocation } from "react-router";
import { usePageT } from "../i18n/use-page-t.ts";
import { portfolioMessages } from "./portfolio-messages.ts";
import { useLanguage } from "../root-data.ts";
import type { PortfolioTab, PortfolioType } from "./portfolio-items.ts";
import { usePictureCount } from "./use-picture-count.ts";

const TAB = "inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm";
const CURRENT = "border-ink bg-ink text-surface";
const OTHER = "border-line hover:bg-surface-muted";

export function PortfolioTabs({
  tabs,
  active,
}: {
  tabs: readonly PortfolioTab[];
  active: PortfolioType | undefined;
}) {
  const p = usePageT(portfolioMessages);
  const language = useLanguage();
  const count = usePictureCount();
  const { pathname } = useLocation();
  return (
    <nav aria-label={p("portfolio.filter.label")}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const current = tab.type === active;
          return (
            <li key={tab.type ?? "all"}>
              <Link
                to={tab.type ? `${pathname}?type=${tab.type}` : pathname}
                aria-current={current ? "page" : undefined}
                preventScrollReset
                className={`${TAB} ${current ? CURRENT : OTHER}`}
              >
                {tab.name ? tab.name[language] : p("portfolio.all")}
                <span aria-hidden="true">({tab.count})</span>
                <span className="sr-only">({count(tab.count)})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
