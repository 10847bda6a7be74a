// A return as the pages and mails show it, read back from its rows: its number and label token,
// the order and withdrawal it belongs to, where it is handed in, where it stands (with the
// withdrawal's refund, however that was made), and the withdrawn lines with how staff found them.
import type { Kysely, Transaction } from "@kretsbutiken/database";
import {
  returnStateOf,
  type ReturnState,
  type ReturnStatus,
} from "../../domain/returns/return-state.ts";
import type { DropOffKind } from "../../domain/returns/return-drop-offs.ts";
import type { RefundStatus, ShopDatabase } from "../database/schema.ts";

type Db = Kysely<ShopDatabase> | Transaction<ShopDatabase>;

export interface ReturnLineView {
  lineNo: number;
  name: string;
  variant: string | undefined;
  quantity: number;
  unitPrice: number;
  /** How staff found it, once the goods were registered as received. */
  condition: string | undefined;
  note: string | undefined;
}

export interface ReturnView {
  id: string;
  number: string;
  token: string;
  orderId: string;
  orderNumber: string;
  withdrawalId: string;
  wholeOrder: boolean;
  dropOff: string;
  dropOffKind: DropOffKind;
  status: ReturnStatus;
  state: ReturnState;
  createdAt: string;
  receivedAt: string | undefined;
  receivedBy: string | undefined;
  /** The withdrawal's refund that is or will be money back (a failed one is not). */
  refund: { id: string; amount: number; status: RefundStatus; at: string } | undefined;
  lines: ReturnLineView[];
}

const iso = (value: string | null) => (value ? new Date(value).toISOString() : undefined);

/** The returns `where` picks, newest first. */
export async function readReturns(
  db: Db,
  where: {
    orderIds?: readonly string[];
    ids?: readonly string[];
    token?: string;
    withdrawalId?: string;
  },
): Promise<ReturnView[]> {
  let query = db
    .selectFrom("returns")
    .innerJoin("orders", "orders.id", "returns.order_id")
    .innerJoin("withdrawals", "withdrawals.id", "returns.withdrawal_id")
    .selectAll("returns")
    .select(["orders.number as order_number", "withdrawals.lines", "withdrawals.whole_order"]);
  if (where.orderIds) {
    if (where.orderIds.length === 0) return [];
    query = query.where("returns.order_id", "in", where.orderIds);
  }
  if (where.ids) {
    if (where.ids.length === 0) return [];
    query = query.where("returns.id", "in", where.ids);
  }
  if (where.token !== undefined) query = query.where("returns.token", "=", where.token);
  if (where.withdrawalId !== undefined) {
    query = query.where("returns.withdrawal_id", "=", where.withdrawalId);
  }
  const rows = await query.orderBy("returns.created_at", "desc").orderBy("returns.id").execute();
  if (rows.length === 0) return [];
  const orderIds = [...new Set(rows.map((row) => row.order_id))];
  const ids = rows.map((row) => row.id);
  const [lines, kept, refunds] = await Promise.all([
    db
      .selectFrom("order_lines")
      .select(["order_id", "line_no", "name", "variant", "quantity", "unit_price"])
      .where("order_id", "in", orderIds)
      .execute(),
    db.selectFrom("return_lines").selectAll().where("return_id", "in", ids).execute(),
    db
      .selectFrom("refunds")
      .select(["id", "withdrawal_id", "amount", "status", "requested_at", "completed_at"])
      .where(
        "withdrawal_id",
        "in",
        rows.map((row) => row.withdrawal_id),
      )
      .where("status", "in", ["pending", "succeeded"])
      .execute(),
  ]);
  return rows.map((row) => {
    const lineNos = JSON.parse(row.lines) as number[];
    const refund = refunds.find((r) => r.withdrawal_id === row.withdrawal_id);
    const refundStatus = refund?.status;
    return {
      id: row.id,
      number: row.number,
      token: row.token,
      orderId: row.order_id,
      orderNumber: row.order_number,
      withdrawalId: row.withdrawal_id,
      wholeOrder: Number(row.whole_order) === 1,
      dropOff: row.drop_off,
      dropOffKind: row.drop_off_kind,
      status: row.status,
      state: returnStateOf({ status: row.status, refundStatus }),
      createdAt: new Date(row.created_at).toISOString(),
      receivedAt: iso(row.received_at),
      receivedBy: row.received_by ?? undefined,
      refund: refund && {
        id: refund.id,
        amount: Number(refund.amount),
        status: refund.status,
        at: new Date(refund.completed_at ?? refund.requested_at).toISOString(),
      },
      lines: lines
        .filter((line) => line.order_id === row.order_id && lineNos.includes(Number(line.line_no)))
        .sort((a, b) => Number(a.line_no) - Number(b.line_no))
        .map((line) => {
          const found = kept.find(
            (k) => k.return_id === row.id && Number(k.line_no) === Number(line.line_no),
          );
          return {
            lineNo: Number(line.line_no),
            name: line.name,
            variant: line.variant ?? undefined,
            quantity: Number(line.quantity),
            unitPrice: Number(line.unit_price),
            condition: found?.condition,
            note: found?.note ?? undefined,
          };
        }),
    };
  });
}
