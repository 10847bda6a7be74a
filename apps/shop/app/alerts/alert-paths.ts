// Where the alert forms post, and where a post that asked for an alert sends the shopper: the
// page /bevakning, with the product in the address so that the page can show it again.
import { ALERT_PATH, type AlertKind } from "../../domain/alerts/product-alerts.ts";

export const PRODUCT_PARAM = "product";
export const SENT_PARAM = "skickad";

export const alertFormAction = (productId: number) => `${ALERT_PATH}?${PRODUCT_PARAM}=${productId}`;

export const alertSentPath = (productId: number, kind: AlertKind) =>
  `${alertFormAction(productId)}&${SENT_PARAM}=${kind}`;

/** The product id of an address or a form's field: a positive whole number, else undefined. */
export function productIdOf(value: unknown): number | undefined {
  if (typeof value !== "string" || !/^[1-9][0-9]{0,8}$/.test(value)) return undefined;
  return Number(value);
}
