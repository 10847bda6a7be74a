// The loader's work for /admin/withdrawals: one page of the notices (those waiting for their
// refund first, earliest deadline first), and how near each refund's deadline is.
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../../context/services-context.ts";
import { deadlineUrgency } from "../../../domain/orders/withdrawal-state.ts";
import type { WithdrawalsPageData } from "./withdrawals-page-data.ts";

const PAGE_SIZE = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function loadWithdrawals(
  context: Readonly<RouterContextProvider>,
  page: number,
): Promise<WithdrawalsPageData> {
  const desk = context.get(servicesContext).admin.withdrawals;
  const [{ items, total }, open] = await Promise.all([
    desk.list({ page, pageSize: PAGE_SIZE }),
    desk.open(),
  ]);
  const now = new Date();
  return {
    total,
    open,
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    items: items.map((item) => ({
      ...item,
      // Worked out here, on the server's clock, so the page reads the same before and after
      // hydration.
      urgency: item.state === "refunded" ? "ok" : deadlineUrgency(item.refundDeadline, now),
      daysLeft: Math.ceil((new Date(item.refundDeadline).getTime() - now.getTime()) / DAY_MS),
    })),
  };
}
