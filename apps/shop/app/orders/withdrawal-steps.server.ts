// "Ångra köp" on the server (routes/page/angra-kop.tsx): the first step from the address (an
// order mail's link opens the order), then each post's next step. Every post finds the order
// again (order-lookup.server.ts) and checks it may still be withdrawn; the last one withdraws.
import { data, type RouterContextProvider } from "react-router";
import type { OrderView } from "../../server/orders/order-view.ts";
import { canWithdraw } from "../../domain/order-status.ts";
import { retryAfterHeaders } from "../abuse/too-many.ts";
import { servicesContext } from "../context/services-context.ts";
import type { MessageKey } from "../i18n/messages.ts";
import { readForm } from "../request-body/read-form.ts";
import { lookupOrder, lookupValues } from "./order-lookup.server.ts";
import type { WithdrawalStep } from "./withdrawal-step.ts";

type Context = Readonly<RouterContextProvider>;

const BLOCKED: Partial<Record<OrderView["status"], MessageKey>> = {
  reserved: "withdraw.notPaid",
  expired: "withdraw.cancelled",
  cancelled: "withdraw.cancelled",
  withdrawn: "withdraw.alreadyWithdrawn",
};

export async function loadWithdrawal(request: Request, context: Context): Promise<WithdrawalStep> {
  const given = new URL(request.url).searchParams.get("order") ?? "";
  // The order mails link here with the order's token: straight to choosing, no e-mail asked.
  // Anything else (an order number from a page) only fills in the form.
  const order = await context.get(servicesContext).orders.findByLink(given);
  if (!order) return { step: "find", values: { number: given } };
  if (canWithdraw(order.status)) return { step: "choose", order, email: order.email };
  const error = BLOCKED[order.status] ?? "withdraw.cancelled";
  return { step: "find", error, errorNumber: order.number, values: { number: order.number } };
}

export async function submitWithdrawal(request: Request, context: Context) {
  const read = await readForm(request, context);
  if (!read.ok) {
    const { message, status } = read.problem;
    return data<WithdrawalStep>({ step: "find", error: message, values: {} }, { status });
  }
  const { form } = read;
  const values = lookupValues(form);
  const found = await lookupOrder(form, context);
  if (!found.ok) {
    const headers = found.status === 429 ? retryAfterHeaders(found.retryAfterSeconds) : undefined;
    return data<WithdrawalStep>(
      { step: "find", error: found.error, values },
      { status: found.status, headers },
    );
  }
  const { order } = found;
  if (!canWithdraw(order.status)) {
    const error = BLOCKED[order.status] ?? "withdraw.cancelled";
    return data<WithdrawalStep>(
      { step: "find", error, errorNumber: order.number, values },
      { status: 409 },
    );
  }
  const intent = form.get("intent");
  if (intent === "find")
    return data<WithdrawalStep>({ step: "choose", order, email: values.email });

  const all = order.lines.map((line) => line.lineNo);
  const ticked = form.getAll("lineNo").map(Number);
  const lineNos = form.get("scope") === "all" ? all : all.filter((n) => ticked.includes(n));
  if (lineNos.length === 0) {
    return data<WithdrawalStep>(
      { step: "choose", order, email: values.email, error: "withdraw.noLines" },
      { status: 400 },
    );
  }
  if (intent !== "withdraw")
    return data<WithdrawalStep>({ step: "confirm", order, email: values.email, lineNos });

  const services = context.get(servicesContext);
  const result = await services.orders.withdraw(order.id, lineNos, services.publicUrl);
  if (!result.ok) {
    // A lost race (staff changed the order meanwhile) says so; otherwise it stopped being paid.
    const error = result.reason === "conflict" ? "withdraw.changed" : "withdraw.cancelled";
    return data<WithdrawalStep>(
      { step: "find", error, errorNumber: order.number, values },
      { status: 409 },
    );
  }
  // The withdrawal just made is the order's newest: the receipt offers its return label.
  const offer = (await services.returns.offersOf(order.id)).at(-1);
  return data<WithdrawalStep>({
    step: "done",
    order,
    receivedAt: result.receivedAt,
    withinPeriod: result.withinPeriod,
    lineNos: result.lineNos,
    ...(offer?.mayRequest && { returnWithdrawalId: offer.withdrawalId }),
  });
}
