// The loaders of the admin's complaint pages: the list (filtered by status, paged) and one case
// with what its forms need: whether the two-year presumption holds, and how much money could
// go back for the complained items (money back, or at most as a price reduction).
import { data, type RouterContextProvider } from "react-router";
import { presumedAtDelivery } from "../../../domain/complaints/complaint-period.ts";
import { isComplaintStatus } from "../../../domain/complaints/complaint-state.ts";
import { planPriceReduction } from "../../../domain/complaints/price-reduction.ts";
import { planRefund, unitsLeft } from "../../../domain/refunds/refund-parts.ts";
import { servicesContext } from "../../context/services-context.ts";

type Context = Readonly<RouterContextProvider>;

const PAGE_SIZE = 20;

export async function loadComplaintList(context: Context, url: URL, page: number) {
  const desk = context.get(servicesContext).admin.complaints;
  const given = url.searchParams.get("status") ?? "";
  const status = isComplaintStatus(given) ? given : undefined;
  const { items, total } = await desk.list({ status, page, pageSize: PAGE_SIZE });
  return {
    items,
    total,
    status: status ?? "",
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}

export async function loadComplaintCase(context: Context, number: string) {
  const services = context.get(servicesContext);
  const complaint = await services.admin.complaints.get(number);
  if (!complaint) throw data(null, { status: 404 });
  const [order, refundable] = await Promise.all([
    services.orders.find(complaint.orderId),
    services.admin.refunds.ofOrder(complaint.orderId),
  ]);
  const delivered = order?.history.find((event) => event.status === "delivered")?.at;
  const lineNos = complaint.lines.map((line) => line.lineNo);
  let moneyBack = 0;
  let reductionMax = 0;
  if (refundable) {
    const plan = planRefund(refundable.refundable, {
      kind: "lines",
      lines: complaint.lines.map((line) => {
        const left = refundable.refundable.lines.find((l) => l.lineNo === line.lineNo);
        return {
          lineNo: line.lineNo,
          quantity: Math.min(line.quantity, left ? unitsLeft(left) : 0),
        };
      }),
      fees: false,
    });
    moneyBack = plan.ok ? plan.amount : 0;
    const reduction = planPriceReduction(refundable.refundable, lineNos, Number.MAX_SAFE_INTEGER);
    reductionMax = reduction.ok ? reduction.amount : reduction.left;
  }
  return {
    complaint,
    presumed: presumedAtDelivery(delivered ?? complaint.createdAt, complaint.noticedOn),
    moneyBack,
    reductionMax,
  };
}
