import { useT } from "../i18n/use-t.ts";
import { isIndicative } from "../../domain/preferences/currency.ts";
import { formatPrice, type FormatPriceOptions } from "../preferences/format-price.ts";
import { usePreferences } from "../root-data.ts";

/**
 * A price held in öre incl. moms, shown in the visitor's currency. A foreign currency is
 * marked as indicative ("ca"), with the reason for screen readers and on hover: orders are
 * always charged in SEK (market.md). An amount reads left to right in a right-to-left layout
 * too ("7 990 kr", not "kr 7 990"): it is isolated as left-to-right.
 */
export function Price({ ore, total }: { ore: number } & FormatPriceOptions) {
  const t = useT();
  const { currency } = usePreferences();
  const text = formatPrice(ore, currency, { total });
  if (!isIndicative(currency)) {
    return (
      <span data-price dir="ltr">
        {text}
      </span>
    );
  }
  return (
    <span data-price dir="ltr" title={t("currency.indicativeNote")}>
      {t("currency.approx")} {text}
      <span className="sr-only"> ({t("currency.indicativeNote")})</span>
    </span>
  );
}
