// Delivery and returns, in one place: the product pages summarise them and checkout charges
// them (market.md: each delivery choice with its price and expected time, free shipping over
// a threshold, 14 days' ångerrätt under lag 2005:59, 3 years' reklamationsrätt under
// konsumentköplagen 2022:260). Prices are öre incl. moms.
import type { Localized } from "./product.ts";

export type DeliveryOptionId =
  | "postnord-ombud"
  | "dhl-service-point"
  | "instabox"
  | "postnord-paketbox"
  | "budbee-home"
  | "postnord-home";

export interface DeliveryOption {
  id: DeliveryOptionId;
  carrier: string;
  /** How the parcel reaches the buyer: "Ombud", "Paketskåp", "Hemleverans". */
  method: Localized;
  /** Öre incl. moms, before the free-shipping threshold is applied. */
  price: number;
  /** Expected working days from order to delivery, fewest and most. */
  days: readonly [number, number];
}

/** Orders of at least this much (öre incl. moms) ship free with every option. */
export const FREE_SHIPPING_FROM = 49_900;

/** Ångerrätt: days from receipt (lag 2005:59). */
export const WITHDRAWAL_DAYS = 14;

/** Reklamationsrätt: years from delivery (konsumentköplagen 2022:260). */
export const COMPLAINT_YEARS = 3;

/** Where the full terms are. */
export const TERMS_PATH = "/page/kopvillkor";

const PICKUP: Localized = { se: "Ombud", en: "Pickup point" };
const LOCKER: Localized = { se: "Paketskåp", en: "Parcel locker" };
const HOME: Localized = { se: "Hemleverans", en: "Home delivery" };

/** Cheapest first, as checkout lists them. */
export const DELIVERY_OPTIONS: readonly DeliveryOption[] = (
  [
    { id: "postnord-ombud", carrier: "PostNord", method: PICKUP, price: 4_900, days: [1, 3] },
    { id: "dhl-service-point", carrier: "DHL", method: PICKUP, price: 4_900, days: [1, 3] },
    { id: "instabox", carrier: "Instabox", method: LOCKER, price: 3_900, days: [1, 2] },
    { id: "postnord-paketbox", carrier: "PostNord", method: LOCKER, price: 4_900, days: [1, 3] },
    { id: "budbee-home", carrier: "Budbee", method: HOME, price: 6_900, days: [1, 2] },
    { id: "postnord-home", carrier: "PostNord", method: HOME, price: 7_900, days: [2, 4] },
  ] satisfies DeliveryOption[]
).sort((a, b) => a.price - b.price);

/**
 * What an option costs for an order of `orderTotal` öre: nothing from the threshold on (the
 * shop's configured one at checkout, SHOP_FREE_SHIPPING_FROM_SEK).
 */
export function deliveryPrice(
  option: Pick<DeliveryOption, "price">,
  orderTotal: number,
  freeFrom: number = FREE_SHIPPING_FROM,
): number {
  return orderTotal >= freeFrom ? 0 : option.price;
}

/** The cheapest way to get an order of `orderTotal` öre delivered. */
export function cheapestDelivery(orderTotal: number): number {
  return Math.min(...DELIVERY_OPTIONS.map((option) => deliveryPrice(option, orderTotal)));
}

/** "1–2 vardagar", "1–2 working days"; "1 vardag" when both ends agree. */
export function deliveryTime(days: readonly [number, number], language: keyof Localized): string {
  const [fewest, most] = days;
  const span = fewest === most ? `${fewest}` : `${fewest}–${most}`;
  if (language === "se") return `${span} ${most === 1 ? "vardag" : "vardagar"}`;
  return `${span} ${most === 1 ? "working day" : "working days"}`;
}
