// Filing a complaint, in one transaction: the order must be bought goods (paid, and neither
// cancelled nor wholly withdrawn) and the complaint within three years of delivery, or of the
// order's date when no delivery is recorded (domain/complaints/complaint-period.ts). The lines
// and units are checked against the order again, whatever the form said. The case takes the
// next number among its order's complaints ("R-KB-2026-000123-2"); two filed at once for one
// order may reach for the same number, and the loser tries again with the next.
import { randomUUID } from "node:crypto";
import { atomically, isUniqueViolation, type Kysely } from "@kretsbutiken/database";
import type { ComplaintInput } from "../../domain/complaints/complaint-input.ts";
import {
  complaintDeadline,
  withinComplaintPeriod,
} from "../../domain/complaints/complaint-period.ts";
import type { PhotoType } from "../../domain/complaints/photo-type.ts";
import { BOUGHT_STATUSES } from "../../domain/order-status.ts";
import type { ShopDatabase } from "../database/schema.ts";
import { newCaseToken } from "./case-token.ts";
import { complaintEventId } from "./complaint-event-id.ts";

export interface NewComplaint {
  orderId: string;
  userId: string | undefined;
  language: "se" | "en";
  input: ComplaintInput;
  photos: readonly { bytes: Uint8Array; type: PhotoType }[];
}

export type FileResult =
  | { ok: true; id: string; number: string; token: string }
  | { ok: false; reason: "not_complainable" | "no_lines" }
  /** More than three years after delivery: `deadline` is when the period ended. */
  | { ok: false; reason: "too_late"; deadline: string };

const ATTEMPTS = 3;

/** When the buyer got the goods: the recorded delivery, else the order's date. */
export async function receivedAt(
  db: Kysely<ShopDatabase>,
  orderId: string,
  orderedAt: string,
): Promise<string> {
  const delivered = await db
    .selectFrom("order_status_history")
    .select("at")
    .where("order_id", "=", orderId)
    .where("status", "=", "delivered")
    .executeTakeFirst();
  return new Date(delivered?.at ?? orderedAt).toISOString();
}

export async function fileComplaint(
  db: Kysely<ShopDatabase>,
  complaint: NewComplaint,
  now: Date,
): Promise<FileResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fileOnce(db, complaint, now);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

async function fileOnce(
  db: Kysely<ShopDatabase>,
  complaint: NewComplaint,
  now: Date,
): Promise<FileResult> {
  const at = now.toISOString();
  return atomically(db, async (trx): Promise<FileResult> => {
    const order = await trx
      .selectFrom("orders")
      .select(["number", "status", "created_at"])
      .where("id", "=", complaint.orderId)
      .executeTakeFirst();
    if (!order || !(BOUGHT_STATUSES as readonly string[]).includes(order.status)) {
      return { ok: false, reason: "not_complainable" };
    }
    const received = await receivedAt(trx, complaint.orderId, order.created_at);
    if (!withinComplaintPeriod(received, now)) {
      return { ok: false, reason: "too_late", deadline: complaintDeadline(received).toISOString() };
    }
    const bought = await trx
      .selectFrom("order_lines")
      .select(["line_no", "quantity"])
      .where("order_id", "=", complaint.orderId)
      .execute();
    const lines = complaint.input.lines.filter((line) =>
      bought.some(
        (b) =>
          Number(b.line_no) === line.lineNo &&
          line.quantity >= 1 &&
          line.quantity <= Number(b.quantity),
      ),
    );
    if (lines.length === 0 || lines.length !== complaint.input.lines.length) {
      return { ok: false, reason: "no_lines" };
    }
    const [{ count }] = (await trx
      .selectFrom("complaints")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("order_id", "=", complaint.orderId)
      .execute()) as [{ count: number | string }];
    const id = randomUUID();
    const number = `R-${order.number}-${Number(count) + 1}`;
    const token = newCaseToken();
    await trx
      .insertInto("complaints")
      .values({
        id,
        number,
        order_id: complaint.orderId,
        user_id: complaint.userId ?? null,
        access_token: token,
        description: complaint.input.description,
        noticed_on: complaint.input.noticedOn,
        remedy: complaint.input.remedy,
        language: complaint.language,
        status: "received",
        decision: null,
        decision_note: null,
        remedy_done_at: null,
        refund_id: null,
        version: 1,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto("complaint_lines")
      .values(
        lines.map((line) => ({ complaint_id: id, line_no: line.lineNo, quantity: line.quantity })),
      )
      .execute();
    for (const [position, photo] of complaint.photos.entries()) {
      await trx
        .insertInto("complaint_photos")
        .values({
          id: randomUUID(),
          complaint_id: id,
          position,
          content_type: photo.type,
          bytes: photo.bytes,
        })
        .execute();
    }
    await trx
      .insertInto("complaint_events")
      .values({ id: complaintEventId(now), complaint_id: id, kind: "received", note: null, at })
      .execute();
    return { ok: true, id, number, token };
  });
}
