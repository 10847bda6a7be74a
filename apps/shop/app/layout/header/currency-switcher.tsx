import { useFetcher, useLocation } from "react-router";
import { useT } from "../../i18n/use-t.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { currencyList, isIndicative } from "../../../domain/preferences/currency.ts";
import { usePreferences } from "../../root-data.ts";
import { Dropdown } from "./dropdown.tsx";

const NAME_KEY: Record<string, MessageKey> = {
  Krona: "currency.krona",
  Dollar: "currency.dollar",
  Rupee: "currency.rupee",
  Euro: "currency.euro",
};

/**
 * Choosing a currency sets its name, symbol and multiple together (spec §4): one post to
 * /api/preferences writes the three cookies, and the server renders prices in it.
 */
export function CurrencySwitcher() {
  const t = useT();
  const { currency } = usePreferences();
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  return (
    <Dropdown
      key={pathname}
      label={
        <>
          <span className="sr-only">{t("topbar.currency")}: </span>
          {currency.currencySymbol} {t(NAME_KEY[currency.currency] ?? "currency.krona")}
        </>
      }
      summaryClassName="rounded-control px-2 py-1 text-sm"
      panelClassName="end-0 w-72"
    >
      <fetcher.Form method="post" action="/api/preferences">
        <input type="hidden" name="redirectTo" value={pathname + search} />
        <ul className="space-y-1">
          {currencyList.map((option) => (
            <li key={option.currency}>
              <button
                type="submit"
                name="currency"
                value={option.currency}
                aria-pressed={option.currency === currency.currency}
                className="w-full rounded-control px-2 py-1 text-start text-sm hover:bg-surface-muted aria-pressed:font-bold"
              >
                {option.currencySymbol} {t(NAME_KEY[option.currency] ?? "currency.krona")}
                {isIndicative(option) ? ` (${t("currency.indicative")})` : ""}
              </button>
            </li>
          ))}
        </ul>
      </fetcher.Form>
      <p className="mt-2 text-xs text-ink-muted">{t("currency.chargedInSek")}</p>
    </Dropdown>
  );
}
