// Finding an order by its number and the buyer's e-mail, for tracking and "Ångra köp", where no
// account is needed. Rate limited per client address: its lookups, its lookups of one number,
// its wrong guesses (server/rate-limit/order-lookup-limit.ts), never per order number alone, so
// a stranger cannot lock the owner out. An unknown number and a wrong address get the same
// answer, so the page never tells whether a number exists.
import type { RouterContextProvider } from "react-router";
import type { OrderView } from "../../server/orders/order-view.ts";
import { isHoneypotFilled } from "../abuse/honeypot.ts";
import { parseOrderNumber } from "../../domain/checkout/order-number.ts";
import { servicesContext } from "../context/services-context.ts";
import type { MessageKey } from "../i18n/messages.ts";

export type LookupResult =
  | { ok: true; order: OrderView }
  | { ok: false; error: MessageKey; status: 400 | 404 }
  | { ok: false; error: MessageKey; status: 429; retryAfterSeconds: number };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, 254) : "";
};

/** What was typed, to show again. */
export const lookupValues = (form: FormData) => ({
  number: text(form, "number"),
  email: text(form, "email"),
});

export async function lookupOrder(
  form: FormData,
  context: Readonly<RouterContextProvider>,
): Promise<LookupResult> {
  const services = context.get(servicesContext);
  // An order's own link token (its mails, the steps after a lookup) opens it without an e-mail.
  const link = text(form, "link");
  const linked = link ? await services.orders.findByLink(link) : undefined;
  if (linked) return { ok: true, order: linked };
  const number = text(form, "number").toUpperCase();
  const email = text(form, "email");
  if (!number || !email) return { ok: false, error: "tracking.missing", status: 400 };
  // A filled honeypot (a bot) gets what an unknown number gets, and no lookup.
  if (isHoneypotFilled(form)) return { ok: false, error: "tracking.notFound", status: 404 };
  const limit = services.formLimits.orderLookup;
  const client = services.clientKey;
  const verdict = await limit.before(client, number);
  if (!verdict.allowed) {
    const { retryAfterSeconds } = verdict;
    return { ok: false, error: "tracking.limited", status: 429, retryAfterSeconds };
  }
  const order = parseOrderNumber(number)
    ? await services.orders.findByNumber(number, email)
    : undefined;
  if (order) return { ok: true, order };
  await limit.wrong(client);
  return { ok: false, error: "tracking.notFound", status: 404 };
}
