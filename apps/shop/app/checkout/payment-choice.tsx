// Checkout's payment methods, in the table's order: credit (invoice) is never first and never
// chosen for the buyer (market.md).
import { Price } from "../components/price.tsx";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";
import { PAYMENT_METHODS, type PaymentMethodId } from "../../domain/checkout/payment-methods.ts";

export function PaymentChoice({
  chosen,
  onChoose,
}: {
  chosen: PaymentMethodId;
  onChoose: (id: PaymentMethodId) => void;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-lg font-bold">{t("checkout.payment")}</legend>
      {PAYMENT_METHODS.map((method) => (
        <label
          key={method.id}
          className="flex cursor-pointer items-center gap-3 rounded-control border border-line p-3 has-[:checked]:border-primary"
        >
          <input
            type="radio"
            name="payment"
            value={method.id}
            checked={chosen === method.id}
            onChange={() => onChoose(method.id)}
          />
          <span className="flex-1">
            <span className="font-semibold">{method.name[language]}</span>
            {method.credit && (
              <span className="block text-sm text-ink-muted">{t("checkout.creditNote")}</span>
            )}
          </span>
          {method.fee > 0 && <Price ore={method.fee} />}
        </label>
      ))}
    </fieldset>
  );
}
