// The carriers a shipped order can go with, and where each lets a buyer follow a parcel by its
// tracking number. Shared by the admin (the "mark shipped" select), the shipped mail and the
// storefront's order tracking page; the database keeps the carrier's name as listed here.
import type { Language } from "../language.ts";

export const CARRIERS = ["PostNord", "DHL", "Budbee", "Instabox", "Schenker", "Bring"] as const;

export type Carrier = (typeof CARRIERS)[number];

export function isCarrier(value: unknown): value is Carrier {
  return typeof value === "string" && (CARRIERS as readonly string[]).includes(value);
}

/** Each carrier's public tracking page for one parcel, in the buyer's language where it has one. */
const TRACKING_PAGES: Record<Carrier, (number: string, language: Language) => string> = {
  PostNord: (number, language) =>
    `https://tracking.postnord.com/${language === "se" ? "se" : "en"}/?id=${number}`,
  DHL: (number, language) =>
    `https://www.dhl.com/${language === "se" ? "se-sv" : "se-en"}/home/tracking.html?tracking-id=${number}`,
  Budbee: (number) => `https://tracking.budbee.com/${number}`,
  Instabox: (number) => `https://track.instabox.io/${number}`,
  Schenker: (number) => `https://www.dbschenker.com/app/tracking-public/?refNumber=${number}`,
  Bring: (number) => `https://tracking.bring.se/tracking/${number}`,
};

/** The carrier's tracking page for `trackingNumber` (letters, digits and dashes only). */
export function trackingUrl(carrier: Carrier, trackingNumber: string, language: Language): string {
  return TRACKING_PAGES[carrier](encodeURIComponent(trackingNumber), language);
}

/** The carrier a checkout delivery option's parcels usually go with ("postnord-ombud" → PostNord). */
export function carrierOfDelivery(delivery: string): Carrier | undefined {
  return CARRIERS.find((carrier) => delivery.startsWith(carrier.toLowerCase()));
}
