// An order's change of e-mail or delivery address on the server (routes/page/order-change.tsx):
// the page a signed-in buyer opens from their order (by the order's link token), and the form
// post that makes the change (server/orders/contact-changes.ts). The order must be in the
// signed-in account; any other answers as an unknown order. A paid order's change carries the
// token of the buyer's confirmation (components/confirm-with-passkey/), redeemed for exactly
// this order and the new address before anything is written.
import { data, redirect, type RouterContextProvider } from "react-router";
import { CONFIRMATION_FIELD } from "../../domain/confirmations/risky-action.ts";
import type { ConfirmationRefusal } from "../../domain/confirmations/confirmation-refusal.ts";
import {
  canChangeContact,
  contactChangeAction,
  contactChangeNeedsConfirming,
  type ContactChange,
  type ContactChangeKind,
} from "../../domain/orders/contact-change.ts";
import { readSessionToken } from "../../http/session-token.ts";
import type { ShopperSession } from "../../server/auth/shopper-session.ts";
import type { OrderView } from "../../server/orders/order-view.ts";
import { requireShopper } from "../account/guards.ts";
import { servicesContext } from "../context/services-context.ts";
import { readForm } from "../request-body/read-form.ts";
import {
  parseContactChange,
  typedValues,
  type ContactChangeErrors,
} from "./contact-change-form.ts";
import type { ContactChangeMessage } from "./contact-change-messages.ts";
import { orderChangedUrl } from "./contact-change-paths.ts";

export interface ContactChangeActionData {
  kind: ContactChangeKind | undefined;
  /** A message of contactChangeMessages, or a body problem's (the shop's dictionary). */
  error: ContactChangeMessage | { problem: string };
  errors?: ContactChangeErrors;
  values?: Record<string, string>;
  /** Why the confirmation was not accepted: nothing was changed. */
  confirmation?: ConfirmationRefusal;
}

async function ownOrder(
  request: Request,
  context: Readonly<RouterContextProvider>,
  shopper: ShopperSession,
): Promise<OrderView | undefined> {
  const link = new URL(request.url).searchParams.get("order");
  if (!link) return undefined;
  const order = await context.get(servicesContext).orders.findByLink(link);
  return order?.userId !== undefined && order.userId === shopper.userId ? order : undefined;
}

export async function loadContactChange(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const shopper = requireShopper(request, context);
  const order = await ownOrder(request, context, shopper);
  if (!order) throw data(null, { status: 404 });
  return {
    link: order.accessToken,
    number: order.number,
    email: order.email,
    shipping: order.shipping,
    pickupPoint: order.pickupPoint ?? null,
    /** Paid: the buyer confirms either change. */
    confirm: contactChangeNeedsConfirming(order.status),
    open: {
      email: canChangeContact(order.status, "email"),
      address: canChangeContact(order.status, "address"),
    },
  };
}

const refused = (body: ContactChangeActionData, status: number) => data(body, { status });

async function redeemed(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
  order: OrderView,
  change: ContactChange,
) {
  const token = form.get(CONFIRMATION_FIELD);
  if (typeof token !== "string" || token === "") return { confirmed: undefined };
  const { auth, requestId } = context.get(servicesContext);
  const action = contactChangeAction(order.number, change);
  const check = await auth.redeemConfirmation(
    readSessionToken(request.headers) ?? "",
    token,
    action,
    { requestId },
  );
  return check.ok
    ? { confirmed: { action, method: check.method } }
    : { confirmed: undefined, refusal: check.refusal };
}

export async function submitContactChange(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const shopper = requireShopper(request, context);
  const read = await readForm(request, context);
  if (!read.ok) {
    const { message, status } = read.problem;
    return refused({ kind: undefined, error: { problem: message } }, status);
  }
  const { form } = read;
  const values = typedValues(form);
  const parsed = parseContactChange(form);
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") {
    return refused({ kind: undefined, error: "change.error.elsewhere" }, 403);
  }
  const order = await ownOrder(request, context, shopper);
  if (!order) return refused({ kind: undefined, error: "change.error.unknown" }, 404);
  if (!parsed.ok) {
    const error = parsed.kind ? "change.error.fields" : "change.error.unknown";
    return refused({ kind: parsed.kind, error, errors: parsed.errors, values }, 400);
  }
  const { change } = parsed;
  const { kind } = change;
  const { confirmed, refusal } = await redeemed(request, context, form, order, change);
  if (refusal) {
    return refused({ kind, error: "change.error.unconfirmed", values, confirmation: refusal }, 403);
  }
  const services = context.get(servicesContext);
  const result = await services.orderContact.change(
    {
      orderId: order.id,
      buyer: { userId: shopper.userId, email: shopper.email ?? shopper.userId },
      change,
      confirmed,
    },
    services.publicUrl,
  );
  if (result.ok) {
    return redirect(orderChangedUrl(order.accessToken, result.changed ? kind : "unchanged"), 303);
  }
  switch (result.reason) {
    case "unknown_order":
      return refused({ kind, error: "change.error.unknown" }, 404);
    case "closed":
      return refused({ kind, error: "change.error.closed", values }, 409);
    case "conflict":
      return refused({ kind, error: "change.error.conflict", values }, 409);
    case "unconfirmed":
      return refused(
        { kind, error: "change.error.unconfirmed", values, confirmation: "confirmation_missing" },
        403,
      );
  }
}
