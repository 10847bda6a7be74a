// A complaint as its pages and mails show it, read back from its rows: the order it is about,
// the complained units of each line, the photos (their ids only), the steps so far, the
// decision and, for money back or a price reduction, the refund that paid it.
import type { Kysely, Selectable, Transaction } from "@kretsbutiken/database";
import type { ComplaintStatus, Decision, Remedy } from "../../domain/complaints/complaint-state.ts";
import type { ComplaintsTable, ShopDatabase } from "../database/schema.ts";

type Db = Kysely<ShopDatabase> | Transaction<ShopDatabase>;

export interface ComplaintLineView {
  lineNo: number;
  name: string;
  variant: string | undefined;
  /** Units complained about, of `bought`. */
  quantity: number;
  bought: number;
  unitPrice: number;
}

export interface ComplaintEventView {
  kind: string;
  note: string | undefined;
  at: string;
}

export interface ComplaintView {
  id: string;
  number: string;
  /** The token of the case's own link (case-token.ts). */
  token: string;
  orderId: string;
  orderNumber: string;
  email: string;
  customer: string;
  userId: string | undefined;
  language: "se" | "en";
  description: string;
  noticedOn: string;
  remedy: Remedy;
  status: ComplaintStatus;
  decision: Decision | undefined;
  decisionNote: string | undefined;
  remedyDoneAt: string | undefined;
  refund: { id: string; amount: number; status: string } | undefined;
  version: number;
  createdAt: string;
  lines: ComplaintLineView[];
  photos: { id: string; contentType: string }[];
  events: ComplaintEventView[];
}

const iso = (value: string | null) => (value === null ? undefined : new Date(value).toISOString());

async function viewOf(db: Db, row: Selectable<ComplaintsTable>): Promise<ComplaintView> {
  const [order, lines, photos, events, refund] = await Promise.all([
    db
      .selectFrom("orders")
      .select(["number", "email", "billing"])
      .where("id", "=", row.order_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("complaint_lines")
      .innerJoin("order_lines", (join) =>
        join
          .onRef("order_lines.line_no", "=", "complaint_lines.line_no")
          .on("order_lines.order_id", "=", row.order_id),
      )
      .select([
        "complaint_lines.line_no",
        "complaint_lines.quantity",
        "order_lines.name",
        "order_lines.variant",
        "order_lines.quantity as bought",
        "order_lines.unit_price",
      ])
      .where("complaint_lines.complaint_id", "=", row.id)
      .orderBy("complaint_lines.line_no")
      .execute(),
    db
      .selectFrom("complaint_photos")
      .select(["id", "content_type"])
      .where("complaint_id", "=", row.id)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("complaint_events")
      .select(["kind", "note", "at"])
      .where("complaint_id", "=", row.id)
      .orderBy("at")
      .orderBy("id")
      .execute(),
    row.refund_id === null
      ? undefined
      : db
          .selectFrom("refunds")
          .select(["id", "amount", "status"])
          .where("id", "=", row.refund_id)
          .executeTakeFirst(),
  ]);
  const billing = JSON.parse(order.billing) as { name?: string };
  return {
    id: row.id,
    number: row.number,
    token: row.access_token,
    orderId: row.order_id,
    orderNumber: order.number,
    email: order.email,
    customer: billing.name ?? "",
    userId: row.user_id ?? undefined,
    language: row.language === "en" ? "en" : "se",
    description: row.description,
    noticedOn: row.noticed_on,
    remedy: row.remedy as Remedy,
    status: row.status as ComplaintStatus,
    decision: (row.decision ?? undefined) as Decision | undefined,
    decisionNote: row.decision_note ?? undefined,
    remedyDoneAt: iso(row.remedy_done_at),
    refund: refund
      ? { id: refund.id, amount: Number(refund.amount), status: refund.status }
      : undefined,
    version: Number(row.version),
    createdAt: new Date(row.created_at).toISOString(),
    lines: lines.map((line) => ({
      lineNo: Number(line.line_no),
      name: line.name,
      variant: line.variant ?? undefined,
      quantity: Number(line.quantity),
      bought: Number(line.bought),
      unitPrice: Number(line.unit_price),
    })),
    photos: photos.map((photo) => ({ id: photo.id, contentType: photo.content_type })),
    events: events.map((event) => ({
      kind: event.kind,
      note: event.note ?? undefined,
      at: new Date(event.at).toISOString(),
    })),
  };
}

export async function complaintWhere(
  db: Db,
  column: "id" | "number",
  value: string,
): Promise<ComplaintView | undefined> {
  const row = await db
    .selectFrom("complaints")
    .selectAll()
    .where(column, "=", value)
    .executeTakeFirst();
  return row ? viewOf(db, row) : undefined;
}

export interface ComplaintSummary {
  id: string;
  number: string;
  token: string;
  orderNumber: string;
  status: ComplaintStatus;
  decision: Decision | undefined;
  createdAt: string;
}

/** A signed-in shopper's complaints, newest first, each with its link's token. */
export async function complaintsOfUser(
  db: Db,
  userId: string,
  limit = 50,
): Promise<ComplaintSummary[]> {
  const rows = await db
    .selectFrom("complaints")
    .innerJoin("orders", "orders.id", "complaints.order_id")
    .select([
      "complaints.id",
      "complaints.number",
      "complaints.access_token",
      "orders.number as order_number",
      "complaints.status",
      "complaints.decision",
      "complaints.created_at",
    ])
    .where("complaints.user_id", "=", userId)
    .orderBy("complaints.created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    token: row.access_token,
    orderNumber: row.order_number,
    status: row.status as ComplaintStatus,
    decision: (row.decision ?? undefined) as Decision | undefined,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
