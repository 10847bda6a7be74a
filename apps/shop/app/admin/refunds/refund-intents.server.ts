// The refunds section's form posts on an order's admin page, which the page's action hands over
// by intent (app/admin/orders/order-actions.server.ts): a refund of some units of some lines
// (and perhaps the fees), a refund of everything left, asking the provider again about a refund
// it never acknowledged, and cancelling a paid order with its refund. The form token was
// checked before; the refund service decides and audits. Quantities are refused beside their
// own fields, as typed; nothing is refunded unless all of the form is right.
import { data, type RouterContextProvider } from "react-router";
import { servicesContext } from "../../context/services-context.ts";
import type { StaffRequest } from "../staff-context.ts";
import type { CancelPaidResult, RefundResult } from "../../../server/admin/refunds/refunds.ts";
import type { RefundRefusal } from "../../../domain/refunds/refund-parts.ts";
import type { LineRefusal, RefundActionData, RefundIntent } from "./refund-action-data.ts";
import { readRefundForm } from "./read-refund-form.ts";
import {
  readRefundConfirmation,
  type RefundConfirmationRead,
} from "./refund-confirmation.server.ts";

export interface RefundIntentArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  form: FormData;
  staff: StaffRequest;
  number: string;
  /** The order's version the page showed: a cancel is refused if it changed since. */
  version: number;
}

type Answer = ReturnType<typeof data<RefundActionData>>;

const refused = (
  intent: RefundIntent,
  refusal: Extract<RefundActionData, { ok: false }>["refusal"],
  status: number,
  extra: Partial<Extract<RefundActionData, { ok: false }>> = {},
): Answer => data<RefundActionData>({ ok: false, intent, refusal, ...extra }, { status });

/** The refund service's refusals as the form's: per line beside its field, or for the form. */
function refusalsAnswer(
  intent: RefundIntent,
  refusals: readonly RefundRefusal[],
  values: { quantities: Record<string, string>; fees: boolean } | undefined,
): Answer {
  const lines: Record<string, { reason: LineRefusal; left?: number }> = {};
  for (const refusal of refusals) {
    if ("lineNo" in refusal) {
      lines[String(refusal.lineNo)] =
        refusal.reason === "too_many"
          ? { reason: refusal.reason, left: refusal.left }
          : { reason: refusal.reason };
    }
  }
  if (Object.keys(lines).length > 0) {
    return refused(intent, "quantities", 400, { lines, ...(values ? { values } : {}) });
  }
  const first = refusals[0];
  if (first?.reason === "above_paid") {
    return refused(intent, "above_paid", 400, { left: first.left, ...(values ? { values } : {}) });
  }
  const reason = first?.reason === "fees_refunded" ? "fees_refunded" : "nothing";
  return refused(intent, reason, 400, values ? { values } : {});
}

function resultAnswer(
  intent: RefundIntent,
  result: RefundResult | CancelPaidResult,
  values?: { quantities: Record<string, string>; fees: boolean },
): Answer {
  if (result.ok) {
    const { refund } = result;
    return refund
      ? data<RefundActionData>({ ok: true, intent, status: refund.status, amount: refund.amount })
      : data<RefundActionData>({ ok: true, intent, status: "succeeded", amount: 0 });
  }
  switch (result.reason) {
    case "unconfirmed":
      return refused(intent, "unconfirmed", 403, {
        confirm: result.confirm,
        ...(values ? { values } : {}),
        ...(result.refusal ? { confirmation: result.refusal } : {}),
      });
    case "refused":
      return refusalsAnswer(intent, result.refusals, values);
    case "provider":
      return refused(intent, "provider", 409, { message: result.message.slice(0, 200) });
    case "unknown_order":
      return refused(intent, "unknown_order", 404);
    default:
      return refused(intent, result.reason, 409);
  }
}

/** An unconfirmed answer says why the confirmation that came was not taken. */
function withRefusal<T extends RefundResult | CancelPaidResult>(
  result: T,
  read: RefundConfirmationRead,
): T {
  return !result.ok && result.reason === "unconfirmed" && "refusal" in read
    ? { ...result, refusal: read.refusal }
    : result;
}

async function orderId(args: RefundIntentArgs): Promise<string | undefined> {
  return args.context.get(servicesContext).admin.refunds.orderIdOf(args.number);
}

const refunds = (args: RefundIntentArgs) => args.context.get(servicesContext).admin.refunds;

export const refundIntents: Record<RefundIntent, (args: RefundIntentArgs) => Promise<Answer>> = {
  async refund(args) {
    const read = readRefundForm(args.form);
    const values = { quantities: read.quantities, fees: read.fees };
    if (!read.ok) return refused("refund", "quantities", 400, { lines: read.lines, values });
    const id = await orderId(args);
    if (!id) return refused("refund", "unknown_order", 404);
    const confirmation = await readRefundConfirmation(args.request, args.context, args.form);
    const result = await refunds(args).refund(
      args.staff.actor,
      id,
      { kind: "lines", lines: read.lines, fees: read.fees },
      confirmation.confirmed,
    );
    return resultAnswer("refund", withRefusal(result, confirmation), values);
  },

  async "refund-all"(args) {
    const id = await orderId(args);
    if (!id) return refused("refund-all", "unknown_order", 404);
    const confirmation = await readRefundConfirmation(args.request, args.context, args.form);
    const result = await refunds(args).refund(
      args.staff.actor,
      id,
      { kind: "full" },
      confirmation.confirmed,
    );
    return resultAnswer("refund-all", withRefusal(result, confirmation));
  },

  async "refund-retry"(args) {
    const refundId = args.form.get("refund");
    if (typeof refundId !== "string" || refundId.length > 100) {
      return refused("refund-retry", "nothing", 400);
    }
    const id = await orderId(args);
    const order = id ? await refunds(args).ofOrder(id) : undefined;
    // Only a refund of the order the page shows.
    if (!order?.refunds.some((refund) => refund.id === refundId)) {
      return refused("refund-retry", "nothing", 400);
    }
    return resultAnswer("refund-retry", await refunds(args).retry(args.staff.actor, refundId));
  },

  async "cancel-paid"(args) {
    const id = await orderId(args);
    if (!id) return refused("cancel-paid", "unknown_order", 404);
    const confirmation = await readRefundConfirmation(args.request, args.context, args.form);
    const result = await refunds(args).cancelPaid(
      args.staff.actor,
      id,
      args.version,
      confirmation.confirmed,
    );
    return resultAnswer("cancel-paid", withRefusal(result, confirmation));
  },
};
