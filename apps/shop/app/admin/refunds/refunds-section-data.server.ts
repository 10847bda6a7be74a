// The refunds section's data for an order's admin page, for the page's loader to add to its
// own (refunds-section-data.ts).
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../../context/services-context.ts";
import { CANCELLABLE_WHEN_PAID } from "../../../domain/order-status.ts";
import { amountLeft, unitsLeft } from "../../../domain/refunds/refund-parts.ts";
import type { RefundsSectionData } from "./refunds-section-data.ts";

export async function refundsSectionData(
  context: Readonly<RouterContextProvider>,
  orderId: string,
): Promise<RefundsSectionData | undefined> {
  const order = await context.get(servicesContext).admin.refunds.ofOrder(orderId);
  if (!order) return undefined;
  const sum = (status: "succeeded" | "pending") =>
    order.refunds.filter((r) => r.status === status).reduce((total, r) => total + r.amount, 0);
  const paid = order.paymentRef !== undefined;
  return {
    paid,
    total: order.total,
    refunded: sum("succeeded"),
    pending: sum("pending"),
    left: paid ? amountLeft(order.refundable) : 0,
    fees: order.refundable.fees,
    feesRefunded: order.refundable.feesRefunded,
    lines: order.lines.map((line) => ({
      lineNo: line.lineNo,
      name: line.variant ? `${line.name} (${line.variant})` : line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      refunded: line.refunded,
      left: unitsLeft(line),
    })),
    refunds: order.refunds.map((refund) => ({
      id: refund.id,
      amount: refund.amount,
      moms: refund.moms,
      parts: refund.parts.map(({ lineNo, quantity, amount }) => ({ lineNo, quantity, amount })),
      reason: refund.reason,
      status: refund.status,
      requestedBy: refund.requestedBy,
      requestedAt: refund.requestedAt,
      completedAt: refund.completedAt,
    })),
    cancellable: paid && CANCELLABLE_WHEN_PAID.includes(order.status),
  };
}
