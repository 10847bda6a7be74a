import { useT } from "../../i18n/use-t.ts";
import { HeaderCounters } from "./header-counters.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { NavLinks } from "./nav-links.tsx";
import { SearchForm } from "./search-form.tsx";
import { TopBar } from "./top-bar.tsx";

export function Header() {
  const t = useT();
  return (
    <header className="border-b border-line bg-surface">
      <TopBar />
      <div className="container-page flex flex-wrap items-center gap-2 py-3 sm:flex-nowrap sm:gap-3">
        <MobileMenu />
        <Logo />
        <div className="order-last w-full sm:order-none sm:flex-1">
          <SearchForm id="header-search" />
        </div>
        <div className="ms-auto">
          <HeaderCounters />
        </div>
      </div>
      <nav aria-label={t("nav.label")} className="container-page relative hidden pb-2 lg:block">
        <NavLinks layout="bar" />
      </nav>
    </header>
  );
}
