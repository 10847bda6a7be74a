// Product alerts ("Bevaka", "Prisbevakning"): a mail when a sold-out product is back in stock,
// or when its price falls to or below the price the shopper chose. The rules here are pure; the
// store and the job that sends the mails are server/alerts/.
import { isBuyable, stockLevel } from "../catalogue/stock-level.ts";

export const ALERT_KINDS = ["stock", "price"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const isAlertKind = (value: unknown): value is AlertKind =>
  (ALERT_KINDS as readonly unknown[]).includes(value);

/**
 * pending: waits for its confirmation link (double opt-in); active: watched by the job; sent:
 * its mail went out, which fulfils it; unsubscribed: ended by its link or by the shopper.
 */
export type AlertStatus = "pending" | "active" | "sent" | "unsubscribed";

/** The pages of the alerts (app/routes/alerts/): the form's own page, and the mails' links. */
export const ALERT_PATH = "/bevakning";
export const ALERT_CONFIRM_PATH = "/bevakning/bekrafta";
export const ALERT_UNSUBSCRIBE_PATH = "/bevakning/avregistrera";

/** What of a product decides whether an alert is due. */
export interface AlertProductState {
  /** Sold at all. */
  available: boolean;
  inStock: number;
  /** Öre incl. moms, now. */
  price: number;
}

export interface AlertCondition {
  kind: AlertKind;
  /** Öre incl. moms; the price alert's chosen price, null for a stock alert. */
  targetPrice: number | null;
}

/**
 * "Bevaka" is offered on a sold-out product only: one in stock needs no alert, and one no
 * longer sold (discontinued) will not come back.
 */
export const canWatchStock = (product: Pick<AlertProductState, "available" | "inStock">) =>
  stockLevel(product) === "soldOut";

/** Whether the alert's mail is due for the product as it is now. */
export function alertHolds(alert: AlertCondition, product: AlertProductState): boolean {
  // Back in stock: it can go in the cart again (the shop's own rule, stock-level.ts).
  if (alert.kind === "stock") return isBuyable(product);
  return alert.targetPrice !== null && product.price <= alert.targetPrice;
}

export type TargetPriceProblem = "not_below";

/**
 * A chosen price must be below the price now (at or above it, the alert would be due at once);
 * that it is a positive amount the form's parser has already said.
 */
export function targetPriceProblem(
  targetPrice: number,
  currentPrice: number,
): TargetPriceProblem | undefined {
  return targetPrice < currentPrice ? undefined : "not_below";
}
