// An order page's form posts (routes/admin/order.tsx): each form names its action in `intent`
// and the order's version its page showed in `version`. The form token is checked first
// (readAdminForm); then the action runs through the admin's order service, which refuses a
// stale version. Answers carry a status: 409 for a conflict or a step the status does not
// allow, 400 for fields, 404 for an order that is gone.
import { data, type RouterContextProvider } from "react-router";
import { servicesContext } from "../../context/services-context.ts";
import { readAdminForm } from "../admin-form.server.ts";
import type { StaffRequest } from "../staff-context.ts";
import type { OrderChange } from "../../../server/admin/orders/admin-orders.ts";
import type { FulfilmentIntent, OrderActionData } from "./order-action-data.ts";
import { refundIntents } from "../refunds/refund-intents.server.ts";

type Answer = ReturnType<typeof data<OrderActionData>>;

/** What an intent's handler is given: the form (its token checked) and the version it names. */
export interface OrderIntentArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  form: FormData;
  staff: StaffRequest;
  number: string;
  version: number;
}

export type OrderIntentHandler = (args: OrderIntentArgs) => Promise<Answer>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A step's outcome as the page's answer. */
export function changeAnswer(intent: FulfilmentIntent, result: OrderChange): Answer {
  if (result.ok) return data<OrderActionData>({ ok: true, intent });
  const status = result.reason === "unknown_order" ? 404 : 409;
  return data<OrderActionData>({ ok: false, intent, refusal: result.reason }, { status });
}

const step = ({ staff, number, version }: OrderIntentArgs) => ({
  actor: staff.actor,
  number,
  version,
});
const orders = ({ context }: OrderIntentArgs) => context.get(servicesContext).admin.orders;

async function ship(args: OrderIntentArgs): Promise<Answer> {
  const values = {
    carrier: text(args.form, "carrier").slice(0, 40),
    trackingNumber: text(args.form, "trackingNumber").slice(0, 200),
  };
  const { publicUrl } = args.context.get(servicesContext);
  const result = await orders(args).markShipped(
    step(args),
    { carrier: args.form.get("carrier"), trackingNumber: args.form.get("trackingNumber") },
    publicUrl,
  );
  if (result.ok) return data<OrderActionData>({ ok: true, intent: "ship", mailed: result.mailed });
  if (result.reason === "fields") {
    return data<OrderActionData>(
      { ok: false, intent: "ship", refusal: "fields", errors: result.errors, values },
      { status: 400 },
    );
  }
  return changeAnswer("ship", result);
}

/** The order page's actions by intent; other parts of the admin add theirs here. */
export const ORDER_INTENTS: Record<string, OrderIntentHandler> = {
  pack: async (args) => changeAnswer("pack", await orders(args).markPacked(step(args))),
  ship,
  deliver: async (args) => changeAnswer("deliver", await orders(args).markDelivered(step(args))),
  cancel: async (args) => changeAnswer("cancel", await orders(args).cancelUnpaid(step(args))),
  ...refundIntents,
};

/** The version a form carries: a whole number, or undefined for a form not from the page. */
function versionOf(form: FormData): number | undefined {
  const version = Number(text(form, "version"));
  return Number.isSafeInteger(version) && version >= 1 ? version : undefined;
}

export async function orderAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  number: string,
): Promise<Answer> {
  const read = await readAdminForm(request, context);
  if (!read.ok) {
    return data<OrderActionData>(
      { ok: false, intent: "", problem: read.problem.message },
      { status: read.problem.status },
    );
  }
  const { form, staff } = read;
  const intent = text(form, "intent");
  const handler = Object.hasOwn(ORDER_INTENTS, intent) ? ORDER_INTENTS[intent] : undefined;
  if (!handler) {
    return data<OrderActionData>(
      { ok: false, intent: intent.slice(0, 40), refusal: "intent" },
      { status: 400 },
    );
  }
  const version = versionOf(form);
  // A form without a version cannot say what it was read from: it is treated as stale.
  if (version === undefined) {
    return data<OrderActionData>({ ok: false, intent, refusal: "conflict" }, { status: 409 });
  }
  return handler({ request, context, form, staff, number, version });
}
