// The loader's work for /admin/returns: one page of the returns, those on their way first.
import type { RouterContextProvider } from "react-router";
import type { ReturnItem } from "../../../server/admin/returns/return-desk.ts";
import { servicesContext } from "../../context/services-context.ts";

const PAGE_SIZE = 20;

export interface ReturnsPageData {
  items: ReturnItem[];
  total: number;
  open: number;
  page: number;
  pages: number;
}

export async function loadReturns(
  context: Readonly<RouterContextProvider>,
  page: number,
): Promise<ReturnsPageData> {
  const desk = context.get(servicesContext).admin.returns;
  const [{ items, total }, open] = await Promise.all([
    desk.list({ page, pageSize: PAGE_SIZE }),
    desk.open(),
  ]);
  return { items, total, open, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}
