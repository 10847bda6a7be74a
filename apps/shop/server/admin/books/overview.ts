// The admin's overview (/admin): what the shop sold today and this month, the sales of the last
// 30 days, and what is waiting for someone: paid orders to pack, withdrawals to refund before
// their deadline, products running out. Sales and refunds are counted as the books count them
// (book-entries.ts): an order on the day it was paid, a refund on the day it succeeded; days and
// months are Swedish (stockholm-days.ts).
import type { Kysely } from "@kretsbutiken/database";
import { WITHDRAWAL_DAYS } from "../../../domain/catalogue/delivery.ts";
import type { Localized } from "../../../domain/catalogue/product.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import { addGross, ZERO, type Gross } from "./book-amounts.ts";
import {
  addDays,
  daysFrom,
  firstOfMonth,
  startOfDay,
  stockholmDate,
  type CalendarDate,
} from "../../../domain/books/stockholm-days.ts";
import { ADMIN_LOW_STOCK } from "../../../domain/catalogue/low-stock.ts";

/**
 * Products with this many or fewer left, and still sold (available and published), are "low on
 * stock": the product list's limit, which is the storefront's "Bara 3 kvar".
 */
export const LOW_STOCK = ADMIN_LOW_STOCK;
/** Days the sales chart shows, today included. */
export const CHART_DAYS = 30;
/** Rows each list shows; the count says how many there are in all. */
export const LIST_LIMIT = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PeriodFigures {
  /** Orders paid in the period. */
  orders: number;
  /** What they were paid, incl. moms, and the moms in it. */
  sales: Gross;
  /** Refunds that succeeded in the period. */
  refunds: Gross;
}

export interface DayFigures {
  date: CalendarDate;
  orders: number;
  /** Öre incl. moms. */
  sales: number;
}

export interface OrderToPack {
  number: string;
  paidAt: string;
  total: number;
}

export interface WithdrawalDue {
  id: string;
  orderNumber: string;
  receivedAt: string;
  /** The legal deadline to refund: 14 days after the notice arrived. */
  deadline: string;
  overdue: boolean;
  wholeOrder: boolean;
}

export interface LowStockProduct {
  id: number;
  sku: string;
  name: Localized;
  inStock: number;
}

export interface Listed<T> {
  rows: T[];
  /** How many there are in all (the list shows at most LIST_LIMIT). */
  count: number;
}

export interface Overview {
  today: CalendarDate;
  monthStart: CalendarDate;
  todayFigures: PeriodFigures;
  monthFigures: PeriodFigures;
  /** The last CHART_DAYS days, oldest first, today last. */
  days: DayFigures[];
  toPack: Listed<OrderToPack>;
  withdrawals: Listed<WithdrawalDue>;
  lowStock: Listed<LowStockProduct>;
  /** LOW_STOCK, for the page's words. */
  lowStockLimit: number;
}

const emptyFigures = (): PeriodFigures => ({ orders: 0, sales: ZERO, refunds: ZERO });

const countOf = (rows: readonly { count: number | string | bigint }[]) =>
  Number(rows[0]?.count ?? 0);

async function figures(db: Kysely<ShopDatabase>, now: Date) {
  const today = stockholmDate(now);
  const monthStart = firstOfMonth(today);
  const chartStart = addDays(today, -(CHART_DAYS - 1));
  const from = startOfDay(monthStart < chartStart ? monthStart : chartStart).toISOString();
  const to = startOfDay(addDays(today, 1)).toISOString();
  const paidHistory = db
    .selectFrom("order_status_history as paid")
    .select("paid.order_id")
    .where("paid.status", "=", "paid");
  const [sales, refunds] = await Promise.all([
    db
      .selectFrom("orders")
      .innerJoin("order_status_history as paid", "paid.order_id", "orders.id")
      .where("paid.status", "=", "paid")
      .where("paid.at", ">=", from)
      .where("paid.at", "<", to)
      .select(["paid.at", "orders.total", "orders.moms"])
      .execute(),
    db
      .selectFrom("refunds")
      .where("status", "=", "succeeded")
      .where("completed_at", ">=", from)
      .where("completed_at", "<", to)
      .where("order_id", "in", paidHistory)
      .select(["completed_at", "amount", "moms"])
      .execute(),
  ]);
  const todayFigures = emptyFigures();
  const monthFigures = emptyFigures();
  const days = new Map<CalendarDate, DayFigures>(
    daysFrom(chartStart, today).map((date) => [date, { date, orders: 0, sales: 0 }]),
  );
  const periodsOf = (date: CalendarDate) => [
    ...(date === today ? [todayFigures] : []),
    ...(date >= monthStart ? [monthFigures] : []),
  ];
  for (const sale of sales) {
    const date = stockholmDate(sale.at);
    const amount = { gross: Number(sale.total), moms: Number(sale.moms) };
    for (const period of periodsOf(date)) {
      period.orders += 1;
      period.sales = addGross(period.sales, amount);
    }
    const day = days.get(date);
    if (day) {
      day.orders += 1;
      day.sales += amount.gross;
    }
  }
  for (const refund of refunds) {
    if (refund.completed_at === null) continue;
    const amount = { gross: Number(refund.amount), moms: Number(refund.moms) };
    for (const period of periodsOf(stockholmDate(refund.completed_at))) {
      period.refunds = addGross(period.refunds, amount);
    }
  }
  return { today, monthStart, todayFigures, monthFigures, days: [...days.values()] };
}

async function ordersToPack(db: Kysely<ShopDatabase>): Promise<Listed<OrderToPack>> {
  const waiting = db.selectFrom("orders").where("orders.status", "=", "paid");
  const [rows, count] = await Promise.all([
    waiting
      .innerJoin("order_status_history as paid", "paid.order_id", "orders.id")
      .where("paid.status", "=", "paid")
      .select(["orders.number", "orders.total", "paid.at"])
      .orderBy("paid.at")
      .orderBy("orders.number")
      .limit(LIST_LIMIT)
      .execute(),
    waiting.select((eb) => eb.fn.countAll<number>().as("count")).execute(),
  ]);
  return {
    rows: rows.map((row) => ({
      number: row.number,
      paidAt: new Date(row.at).toISOString(),
      total: Number(row.total),
    })),
    count: countOf(count),
  };
}

async function withdrawalsDue(db: Kysely<ShopDatabase>, now: Date): Promise<Listed<WithdrawalDue>> {
  const open = db
    .selectFrom("withdrawals")
    .innerJoin("orders", "orders.id", "withdrawals.order_id")
    .where("withdrawals.within_period", "=", 1)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("refunds")
            .select("refunds.id")
            .whereRef("refunds.withdrawal_id", "=", "withdrawals.id")
            .where("refunds.status", "=", "succeeded"),
        ),
      ),
    );
  const [rows, count] = await Promise.all([
    open
      .select([
        "withdrawals.id",
        "withdrawals.received_at",
        "withdrawals.whole_order",
        "orders.number",
      ])
      .orderBy("withdrawals.received_at")
      .orderBy("withdrawals.id")
      .limit(LIST_LIMIT)
      .execute(),
    open.select((eb) => eb.fn.countAll<number>().as("count")).execute(),
  ]);
  return {
    rows: rows.map((row) => {
      const deadline = new Date(new Date(row.received_at).getTime() + WITHDRAWAL_DAYS * DAY_MS);
      return {
        id: row.id,
        orderNumber: row.number,
        receivedAt: new Date(row.received_at).toISOString(),
        deadline: deadline.toISOString(),
        overdue: deadline < now,
        wholeOrder: Number(row.whole_order) === 1,
      };
    }),
    count: countOf(count),
  };
}

function nameOf(content: string): Localized {
  try {
    const parsed = JSON.parse(content) as { name?: Partial<Localized> };
    return { se: parsed.name?.se ?? "", en: parsed.name?.en ?? parsed.name?.se ?? "" };
  } catch {
    return { se: "", en: "" };
  }
}

async function lowStock(db: Kysely<ShopDatabase>): Promise<Listed<LowStockProduct>> {
  const low = db
    .selectFrom("products")
    .where("available", "=", 1)
    .where("published", "=", 1)
    .where("in_stock", "<=", LOW_STOCK);
  const [rows, count] = await Promise.all([
    low
      .select(["id", "sku", "in_stock", "content"])
      .orderBy("in_stock")
      .orderBy("id")
      .limit(LIST_LIMIT)
      .execute(),
    low.select((eb) => eb.fn.countAll<number>().as("count")).execute(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      sku: row.sku,
      name: nameOf(row.content),
      inStock: Number(row.in_stock),
    })),
    count: countOf(count),
  };
}

export async function overview(db: Kysely<ShopDatabase>, now: Date): Promise<Overview> {
  const [numbers, toPack, withdrawals, low] = await Promise.all([
    figures(db, now),
    ordersToPack(db),
    withdrawalsDue(db, now),
    lowStock(db),
  ]);
  return { ...numbers, toPack, withdrawals, lowStock: low, lowStockLimit: LOW_STOCK };
}
