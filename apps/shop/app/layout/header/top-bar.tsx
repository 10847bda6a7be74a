import { useT } from "../../i18n/use-t.ts";
import { CurrencySwitcher } from "./currency-switcher.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";

export function TopBar() {
  const t = useT();
  return (
    <div className="bg-ink text-surface">
      <div className="container-page flex flex-wrap items-center justify-between gap-2 py-1 text-sm">
        <p>
          {t("welcome")} {t("topbar.tagline")}
        </p>
        <div className="flex items-center gap-3">
          <LanguageSwitcher />
          <CurrencySwitcher />
        </div>
      </div>
    </div>
  );
}
