// Checkout's summary: every line, delivery and payment fees, the total incl. moms and the moms
// in it, in kronor. A foreign display currency is shown as approximate; the charge is SEK.
import { Price } from "../components/price.tsx";
import { useT } from "../i18n/use-t.ts";
import { isIndicative } from "../../domain/preferences/currency.ts";
import { useLanguage, usePreferences } from "../root-data.ts";
import type { CheckoutLine, CheckoutTotals } from "./price-cart.ts";

export function OrderSummary({
  lines,
  totals,
}: {
  lines: readonly CheckoutLine[];
  totals: CheckoutTotals;
}) {
  const t = useT();
  const language = useLanguage();
  const { currency } = usePreferences();
  return (
    <section aria-labelledby="checkout-summary" className="rounded-card bg-surface-muted p-5">
      <h2 id="checkout-summary" className="mb-3 text-lg font-bold">
        {t("checkout.summary")}
      </h2>
      <ul className="divide-y divide-line" data-testid="checkout-lines">
        {lines.map((line) => (
          <li
            key={`${line.productId}|${line.variant.se}`}
            className="flex justify-between gap-3 py-2"
          >
            <span>
              <span className="font-semibold">{line.name[language]}</span>
              {line.variant[language] && (
                <span className="block text-sm text-ink-muted">{line.variant[language]}</span>
              )}
              <span className="block text-sm text-ink-muted">
                {t("checkout.quantity", { count: line.quantity })}
              </span>
            </span>
            <Price ore={line.lineTotal} />
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-line pt-3">
        <div className="flex justify-between">
          <dt>{t("checkout.goods")}</dt>
          <dd>
            <Price ore={totals.goods} />
          </dd>
        </div>
        <div className="flex justify-between">
          <dt>{t("checkout.deliveryFee")}</dt>
          <dd data-testid="checkout-delivery-fee">
            {totals.delivery === 0 ? t("checkout.free") : <Price ore={totals.delivery} />}
          </dd>
        </div>
        {totals.paymentFee > 0 && (
          <div className="flex justify-between">
            <dt>{t("checkout.paymentFee")}</dt>
            <dd>
              <Price ore={totals.paymentFee} />
            </dd>
          </div>
        )}
        <div className="flex justify-between text-lg font-bold">
          <dt>{t("checkout.total")}</dt>
          <dd data-testid="checkout-total">
            <Price ore={totals.total} />
          </dd>
        </div>
        <div className="flex justify-between text-sm text-ink-muted">
          <dt>{t("checkout.moms")}</dt>
          <dd data-testid="checkout-moms">
            <Price ore={totals.moms} />
          </dd>
        </div>
      </dl>
      {isIndicative(currency) && (
        <p className="mt-3 text-sm">{t("checkout.chargedInSek", { currency: currency.code })}</p>
      )}
    </section>
  );
}
