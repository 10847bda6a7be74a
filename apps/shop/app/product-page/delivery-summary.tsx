import { useId } from "react";
import { Link } from "react-router";
import {
  cheapestDelivery,
  COMPLAINT_YEARS,
  DELIVERY_OPTIONS,
  deliveryPrice,
  deliveryTime,
  FREE_SHIPPING_FROM,
  TERMS_PATH,
  WITHDRAWAL_DAYS,
} from "../../domain/catalogue/delivery.ts";
import { Price } from "../components/price.tsx";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";

/**
 * The short delivery and returns summary market.md asks of a product page: what delivery
 * costs for this item bought alone, and how long it takes, each option on request; the
 * free-shipping threshold; ångerrätt and reklamationsrätt; the link to the full terms.
 */
export function DeliverySummary({ price }: { price: number }) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const free = price >= FREE_SHIPPING_FROM;
  // Cheapest first: the price and time quoted are the cheapest option's.
  const [cheapest] = DELIVERY_OPTIONS;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-card border border-line p-4 text-sm"
      data-testid="delivery"
    >
      <h2 id={titleId} className="text-base font-semibold">
        {t("productPage.delivery.title")}
      </h2>
      {free ? (
        <p className="font-medium text-success">{t("productPage.delivery.freeHere")}</p>
      ) : (
        <p>
          {t("productPage.delivery.from")} <Price ore={cheapestDelivery(price)} />,{" "}
          {cheapest && deliveryTime(cheapest.days, language)}. {t("productPage.delivery.freeFrom")}{" "}
          <Price ore={FREE_SHIPPING_FROM} />.
        </p>
      )}
      <details>
        <summary className="cursor-pointer font-medium underline">
          {t("productPage.delivery.options")}
        </summary>
        <table className="mt-2 w-full text-start">
          <thead>
            <tr className="border-b border-line text-ink-muted">
              <th scope="col" className="py-1 text-start font-medium">
                {t("productPage.delivery.option")}
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t("productPage.delivery.time")}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t("productPage.delivery.price")}
              </th>
            </tr>
          </thead>
          <tbody>
            {DELIVERY_OPTIONS.map((option) => {
              const cost = deliveryPrice(option, price);
              return (
                <tr key={option.id} className="border-b border-line last:border-0">
                  <th scope="row" className="py-1 text-start font-normal">
                    {option.carrier}, {option.method[language].toLowerCase()}
                  </th>
                  <td className="py-1">{deliveryTime(option.days, language)}</td>
                  <td className="py-1 text-end">
                    {cost === 0 ? t("productPage.delivery.free") : <Price ore={cost} />}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
      <ul className="list-disc ps-5">
        <li>{t("productPage.delivery.withdrawal", { days: WITHDRAWAL_DAYS })}</li>
        <li>{t("productPage.delivery.complaint", { years: COMPLAINT_YEARS })}</li>
      </ul>
      <p>
        <Link to={TERMS_PATH} className="underline">
          {t("productPage.delivery.terms")}
        </Link>
      </p>
    </section>
  );
}
