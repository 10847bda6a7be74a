// The checkout page's server side: the cart (from the cookie on first load, from the form's
// own lines after that) priced from the catalogue, the form checked with the shared schema,
// and the order placed and handed to the payment provider. Nothing the browser says about
// prices is used: a total different from the one the buyer saw is shown again, not charged.
// Orders sent are limited per client address and e-mail (429 beside the form, everything typed
// kept), and so is what one buyer may hold unpaid (server/orders/open-order-limits.ts).
// A signed-in shopper starts from their default saved address (else their last order's), may
// choose another saved address (which fills the fields, on the server too, so it works without
// JavaScript), and may keep a new address in their address book once the order is placed.
import { randomUUID } from "node:crypto";
import { data, redirect, redirectDocument, type RouterContextProvider } from "react-router";
import type { NewOrder } from "../../server/orders/order-store.ts";
import { reservationEnd } from "../../domain/orders/reservation-hold.ts";
import { takeFormLimit } from "../abuse/form-limit.server.ts";
import { holdLimitText } from "./hold-limit-notice.server.ts";
import { retryAfterHeaders, retryMinutes, TOO_MANY } from "../abuse/too-many.ts";
import { STANDARD_MOMS_RATE } from "../../domain/moms.ts";
import { DELIVERY_OPTIONS } from "../../domain/catalogue/delivery.ts";
import type { Product } from "../../domain/catalogue/product.ts";
import { preferencesContext } from "../context/preferences-context.ts";
import { servicesContext } from "../context/services-context.ts";
import { sessionContext } from "../context/session-context.ts";
import { cartFromCookieHeader, decodeCart, decodeCartLine } from "../shopper-lists/cart-cookie.ts";
import type { CartItem } from "../../domain/shopper-lists/cart-rules.ts";
import { parseCheckoutForm, type CheckoutFieldErrors } from "./checkout-form-schema.ts";
import {
  ATTEMPT_FIELD,
  INTENT_FIELD,
  LINE_FIELD,
  SAVE_ADDRESS_FIELD,
  SAVED_ADDRESS_FIELD,
  SAVED_ADDRESS_SHOWN_FIELD,
  SEEN_TOTAL_FIELD,
  type CheckoutNotice,
  type CheckoutState,
} from "./checkout-state.ts";
import { addressFieldsOf, isSavedAlready } from "./saved-address-fields.ts";
import type { SavedAddress } from "../../domain/address-book/saved-address.ts";
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS } from "../../domain/checkout/payment-methods.ts";
import { pickupPointsNear, usesPickupPoint } from "./pickup-points.ts";
import { readForm } from "../request-body/read-form.ts";
import { checkoutTotals, priceCart, type PricedCart } from "./price-cart.ts";

type Context = Readonly<RouterContextProvider>;

async function price(context: Context, items: readonly CartItem[]): Promise<PricedCart> {
  // Never the pages' cache: checkout prices and checks stock as the database has them now.
  const { checkoutCatalogue } = context.get(servicesContext);
  const products = await checkoutCatalogue.byIds(items.map((i) => i.id));
  return priceCart(items, new Map(products.map((p): [number, Product] => [p.id, p])));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The text fields of a submission, each cut to a sane length. */
function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && name !== LINE_FIELD) values[name] = value.slice(0, 300);
  }
  return values;
}

function state(
  context: Context,
  priced: PricedCart,
  rest: Partial<CheckoutState> & Pick<CheckoutState, "values">,
): CheckoutState {
  const services = context.get(servicesContext);
  return {
    lines: priced.lines,
    problems: priced.problems,
    attempt: rest.attempt ?? randomUUID(),
    values: rest.values,
    errors: rest.errors ?? {},
    notice: rest.notice,
    freeShippingFrom: services.freeShippingFrom,
    signedInEmail: context.get(sessionContext)?.email,
    signedIn: context.get(sessionContext) !== null,
    savedAddresses: rest.savedAddresses ?? [],
  };
}

/** The signed-in shopper's saved addresses, the default first; none for a guest. */
async function savedAddresses(context: Context): Promise<SavedAddress[]> {
  const session = context.get(sessionContext);
  return session ? context.get(servicesContext).addressBook.list(session.userId) : [];
}

export async function loadCheckout(request: Request, context: Context): Promise<CheckoutState> {
  const priced = await price(context, cartFromCookieHeader(request.headers.get("Cookie")));
  const session = context.get(sessionContext);
  const values: Record<string, string> = {
    delivery: DELIVERY_OPTIONS[0]!.id,
    payment: DEFAULT_PAYMENT_METHOD,
  };
  const saved = await savedAddresses(context);
  if (session) {
    const last = await context.get(servicesContext).orders.lastBuyerDetails(session.userId);
    // The default saved address when there is one, else the last order's billing address.
    const start = saved[0];
    Object.assign(values, {
      email: session.email ?? last?.email ?? "",
      phone: last?.phone ?? "",
      ...(start ? addressFieldsOf(start) : (last?.billing ?? {})),
    });
    if (start) {
      values[SAVED_ADDRESS_FIELD] = start.id;
      values[SAVED_ADDRESS_SHOWN_FIELD] = start.id;
    }
  }
  return state(context, priced, { values, savedAddresses: saved });
}

type Answer = ReturnType<typeof data<CheckoutState>> | Response;

export async function submitCheckout(request: Request, context: Context): Promise<Answer> {
  const services = context.get(servicesContext);
  const read = await readForm(request, context);
  // A body the server cannot read: the checkout as it was loaded, saying why nothing happened.
  if (!read.ok) {
    const { message, status } = read.problem;
    return data(
      { ...(await loadCheckout(request, context)), notice: { key: message } },
      { status },
    );
  }
  const { form } = read;
  const values = typedValues(form);
  const session = context.get(sessionContext);
  const saved = await savedAddresses(context);
  // A saved address chosen without the fields following it (no JavaScript): its fields, here.
  const chosen = saved.find((address) => address.id === values[SAVED_ADDRESS_FIELD]);
  if (chosen && values[SAVED_ADDRESS_SHOWN_FIELD] !== chosen.id) {
    Object.assign(values, addressFieldsOf(chosen), { [SAVED_ADDRESS_SHOWN_FIELD]: chosen.id });
    const fields: Record<string, string> = { ...addressFieldsOf(chosen) };
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
  }
  const lineTexts = form.getAll(LINE_FIELD).filter((v): v is string => typeof v === "string");
  const items = decodeCart(lineTexts);
  const attemptGiven = form.get(ATTEMPT_FIELD);
  const attempt =
    typeof attemptGiven === "string" && UUID.test(attemptGiven) ? attemptGiven : randomUUID();
  const answer = (
    priced: PricedCart,
    status: number,
    extra: Partial<CheckoutState> = {},
    headers?: HeadersInit,
  ) =>
    data(state(context, priced, { values, attempt, savedAddresses: saved, ...extra }), {
      status,
      headers,
    });

  // Lines the server cannot read are a form that was tampered with or broken: say so, keep
  // everything typed, place nothing.
  if (lineTexts.length === 0 || lineTexts.some((text) => decodeCartLine(text) === undefined)) {
    const priced = await price(context, items);
    return answer(priced, 400, { notice: { key: "checkout.notice.cartUnreadable" } });
  }
  const priced = await price(context, items);
  if (priced.problems.length > 0) return answer(priced, 409);

  const parsed = parseCheckoutForm(form);
  const errors: CheckoutFieldErrors = parsed.ok ? {} : { ...parsed.errors };
  const choice = parsed.ok ? parsed.value : undefined;
  let pickupPoint: string | undefined;
  if (choice && usesPickupPoint(choice.delivery)) {
    const id = values.pickupPoint ?? "";
    const points = pickupPointsNear(
      choice.delivery,
      choice.shipping.postcode,
      choice.shipping.city,
    );
    // "" is "the nearest": what a buyer without JavaScript gets unless they chose one.
    const point = id === "" ? points[0] : points.find((p) => p.id === id);
    if (point) pickupPoint = `${point.name}, ${point.address}`;
    else errors.pickupPoint = "checkout.error.pickupPoint";
  }
  // Keeping a new address needs room in the address book (a copy of a saved one needs none).
  const keepAddress =
    session !== null &&
    values[SAVE_ADDRESS_FIELD] === "on" &&
    choice !== undefined &&
    !isSavedAlready(saved, choice.billing);
  if (keepAddress && saved.length >= services.addressBook.limit) {
    errors.saveAddress = "checkout.error.addressBookFull";
  }
  if (values[INTENT_FIELD] === "update") return answer(priced, 200);
  if (!choice || Object.keys(errors).length > 0) return answer(priced, 400, { errors });

  const totals = checkoutTotals(
    priced.lines,
    choice.delivery,
    choice.payment,
    services.freeShippingFrom,
  );
  if (values[SEEN_TOTAL_FIELD] !== String(totals.total)) {
    return answer(priced, 409, {
      notice: { key: "checkout.notice.totalChanged", amount: totals.total },
    });
  }

  const verdict = await takeFormLimit(context, "checkout", choice.email);
  if (!verdict.allowed) {
    const { retryAfterSeconds } = verdict;
    return answer(
      priced,
      429,
      { notice: { key: TOO_MANY, minutes: retryMinutes(retryAfterSeconds) } },
      retryAfterHeaders(retryAfterSeconds),
    );
  }

  const { language } = context.get(preferencesContext);
  const now = new Date();
  const reservedUntil = reservationEnd(
    now,
    services.orders.reservationMinutes,
    services.payments.minimumHoldMs,
  );
  const order: NewOrder = {
    idempotencyKey: attempt,
    email: choice.email,
    phone: choice.phone,
    billing: choice.billing,
    shipping: choice.shipping,
    delivery: choice.delivery,
    pickupPoint,
    payment: choice.payment,
    language,
    userId: session?.userId,
    lines: priced.lines.map((line) => ({
      productId: line.productId,
      name: line.name[language],
      variant: line.variant[language] || undefined,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      momsRate: STANDARD_MOMS_RATE,
    })),
    deliveryFee: totals.delivery,
    paymentFee: totals.paymentFee,
    reservedUntil,
    clientKey: services.clientKey,
    testPayment: services.payments.name === "test",
  };
  const placed = await services.orders.place(order);
  if (!placed.ok && "overLimit" in placed) {
    // Holding as much unpaid as one buyer may: nothing taken, everything typed kept. The
    // buyer's holds end within one hold's time from now.
    const holdSeconds = Math.round((reservedUntil.getTime() - now.getTime()) / 1000);
    const notice: CheckoutNotice = {
      key: TOO_MANY,
      text: holdLimitText(language, placed.overLimit === "units" ? "units" : "orders", {
        minutes: retryMinutes(holdSeconds),
        count: services.orders.limits?.unitsPerProduct ?? 0,
      }),
    };
    return answer(priced, 429, { notice }, retryAfterHeaders(holdSeconds));
  }
  if (!placed.ok) {
    // Sold out between showing the page and sending it: show the cart as it can be bought now.
    return answer(await price(context, items), 409);
  }
  if (!placed.created) {
    const existing = await services.orders.find(placed.order.id);
    if (existing && existing.status !== "reserved") {
      if (existing.status === "paid")
        return redirect(`/page/order_success?order=${existing.accessToken}`, 303);
      return answer(priced, 409, {
        attempt: randomUUID(),
        notice: { key: "checkout.notice.previousEnded" },
      });
    }
  }

  if (keepAddress && session && placed.created) {
    // The order matters more than the address book: a failure here is logged, never shown.
    try {
      await services.addressBook.add(session.userId, { ...choice.billing, label: undefined });
    } catch (error) {
      services.log.error({ err: error }, "the checkout's address could not be saved");
    }
  }

  const option = DELIVERY_OPTIONS.find((o) => o.id === choice.delivery)!;
  const method = PAYMENT_METHODS.find((m) => m.id === choice.payment)!;
  try {
    const paymentUrl = await services.payments.start({
      orderId: placed.order.id,
      orderNumber: placed.order.number,
      orderLink: placed.order.accessToken,
      amount: placed.order.total,
      email: choice.email,
      language,
      method: choice.payment,
      lines: order.lines.map((line) => ({
        name: line.variant ? `${line.name} (${line.variant})` : line.name,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
      })),
      fees: [
        { name: `${option.carrier} ${option.method[language]}`, amount: totals.delivery },
        { name: method.name[language], amount: totals.paymentFee },
      ],
      expiresAt: order.reservedUntil,
      origin: services.publicUrl,
    });
    return redirectDocument(paymentUrl, 303);
  } catch (error) {
    services.log.error(
      { err: error, order: placed.order.number },
      "could not start the payment; the order is cancelled",
    );
    await services.orders.cancel(placed.order.id);
    return answer(priced, 503, {
      attempt: randomUUID(),
      notice: { key: "checkout.notice.paymentUnavailable" } satisfies CheckoutNotice,
    });
  }
}
