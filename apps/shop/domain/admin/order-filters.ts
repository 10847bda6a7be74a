// The admin's order list filters, read from the list's address (a GET form, so it works without
// JavaScript and a filtered list can be bookmarked): free text over number, e-mail and name
// (`sok`), status, payment (`betalning`) and a date range in Swedish days (`fran`, `till`,
// both inclusive). A date that is not one, or a range that ends before it starts, is shown
// beside its field and not applied.
import { isOrderStatus, type OrderStatus } from "../order-status.ts";
import { isPaymentStatus, type PaymentStatus } from "../orders/payment-status.ts";

export interface OrderFilters {
  text?: string;
  status?: OrderStatus;
  payment?: PaymentStatus;
  /** YYYY-MM-DD, Swedish time. */
  from?: string;
  to?: string;
}

export const FILTER_PARAMS = {
  text: "sok",
  status: "status",
  payment: "betalning",
  from: "fran",
  to: "till",
} as const satisfies Record<keyof OrderFilters, string>;

export type DateError = "date" | "range";

export interface ReadFilters {
  filters: OrderFilters;
  /** What the form shows again, as given. */
  values: Record<keyof OrderFilters, string>;
  errors: { from?: DateError; to?: DateError };
}

const TEXT_MAX = 100;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    year <= 2999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

export function readOrderFilters(params: URLSearchParams): ReadFilters {
  const given = (key: keyof OrderFilters) =>
    (params.get(FILTER_PARAMS[key]) ?? "").trim().slice(0, TEXT_MAX);
  const values = {
    text: given("text"),
    status: given("status"),
    payment: given("payment"),
    from: given("from"),
    to: given("to"),
  };
  const filters: OrderFilters = {};
  const errors: ReadFilters["errors"] = {};
  if (values.text) filters.text = values.text;
  if (isOrderStatus(values.status)) filters.status = values.status;
  if (isPaymentStatus(values.payment)) filters.payment = values.payment;
  if (values.from) {
    if (isIsoDate(values.from)) filters.from = values.from;
    else errors.from = "date";
  }
  if (values.to) {
    if (!isIsoDate(values.to)) errors.to = "date";
    else if (filters.from && values.to < filters.from) errors.to = "range";
    else filters.to = values.to;
  }
  return { filters, values, errors };
}
