// Checkout's delivery options (one table, catalogue/delivery.ts) with price and expected time,
// and the pickup point for the options that deliver to one.
import { Price } from "../components/price.tsx";
import {
  DELIVERY_OPTIONS,
  deliveryPrice,
  deliveryTime,
  type DeliveryOptionId,
} from "../../domain/catalogue/delivery.ts";
import type { MessageKey } from "../i18n/messages.ts";
import { useT } from "../i18n/use-t.ts";
import { useLanguage } from "../root-data.ts";
import { pickupPointsNear, usesPickupPoint } from "./pickup-points.ts";

export function DeliveryChoice({
  chosen,
  onChoose,
  goods,
  freeShippingFrom,
  postcode,
  city,
  pickupPoint,
  pickupError,
  hydrated,
}: {
  chosen: DeliveryOptionId;
  onChoose: (id: DeliveryOptionId) => void;
  goods: number;
  freeShippingFrom: number;
  postcode: string;
  city: string;
  pickupPoint: string;
  pickupError: MessageKey | undefined;
  hydrated: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  // Without JavaScript the select is always there, listing the points for the postcode the
  // server last saw; with it, only for an option that goes to a pickup point.
  const pickupOption = usesPickupPoint(chosen) ? chosen : "postnord-ombud";
  const points = pickupPointsNear(pickupOption, postcode, city);
  const showPickup = !hydrated || usesPickupPoint(chosen);
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-lg font-bold">{t("checkout.delivery")}</legend>
      <p className="text-sm text-ink-muted">
        {t("checkout.freeFrom")} <Price ore={freeShippingFrom} total />.
      </p>
      {DELIVERY_OPTIONS.map((option) => {
        const fee = deliveryPrice(option, goods, freeShippingFrom);
        return (
          <label
            key={option.id}
            className="flex cursor-pointer items-center gap-3 rounded-control border border-line p-3 has-[:checked]:border-primary"
          >
            <input
              type="radio"
              name="delivery"
              value={option.id}
              checked={chosen === option.id}
              onChange={() => onChoose(option.id)}
            />
            <span className="flex-1">
              <span className="font-semibold">
                {option.carrier} {option.method[language]}
              </span>
              <span className="block text-sm text-ink-muted">
                {deliveryTime(option.days, language)}
              </span>
            </span>
            <span className="font-semibold">
              {fee === 0 ? t("checkout.free") : <Price ore={fee} />}
            </span>
          </label>
        );
      })}
      {showPickup && (
        <div className="pt-2">
          <label htmlFor="checkout-pickupPoint" className="mb-1 block font-semibold">
            {t("checkout.pickupPoint")}
          </label>
          <select
            id="checkout-pickupPoint"
            name="pickupPoint"
            defaultValue={pickupPoint}
            aria-invalid={pickupError ? true : undefined}
            aria-describedby={pickupError ? "checkout-pickupPoint-error" : undefined}
            className="w-full rounded-control border border-line bg-surface px-3 py-2"
          >
            <option value="">{t("checkout.pickupNearest")}</option>
            {points.map((point) => (
              <option key={point.id} value={point.id}>
                {point.name}, {point.address}
              </option>
            ))}
          </select>
          {pickupError && (
            <p id="checkout-pickupPoint-error" className="mt-1 text-sm font-semibold text-danger">
              {t(pickupError)}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
