// The admin's side of complaints (README "Admin" → "Complaints"): the cases, filtered by status;
// one case with its order, items, photos and steps; and the steps staff take. A case is marked
// under inspection, then decided (approved with a remedy, or rejected with a reason); money back
// or a price reduction is paid through the refunds (refunds.ts: recorded with its audit entry,
// then asked of the payment provider, which mails the refund once it succeeds); a repair or
// replacement is noted done; then the case is closed. Each step is taken on the case's status
// and version as read, so of two staff acting at once only the first changes it; each is
// audited in its transaction, listed among the shopper's steps, and mailed to the shopper
// after commit (server/complaints/complaint-mails.ts; the final answers name ARN).
import type { ConfirmedRefund } from "../../../domain/refunds/refund-confirmation.ts";
import { atomically, sql, type Kysely, type Transaction } from "@kretsbutiken/database";
import {
  canTake,
  isMoneyRemedy,
  type ComplaintStatus,
  type ComplaintStep,
  type Decision,
} from "../../../domain/complaints/complaint-state.ts";
import { planPriceReduction } from "../../../domain/complaints/price-reduction.ts";
import { planRefund, unitsLeft } from "../../../domain/refunds/refund-parts.ts";
import type { CompanyInfo } from "../../config.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import type { ShopMailer } from "../../mail/shop-mailer.ts";
import { complaintEventId } from "../../complaints/complaint-event-id.ts";
import { mailComplaintStep, photoOf } from "../../complaints/complaints.ts";
import type { ComplaintMailKind } from "../../complaints/complaint-mails.ts";
import { complaintWhere, type ComplaintView } from "../../complaints/complaint-view.ts";
import type { Actor, AuditLog } from "../audit/audit-log.ts";
import { recordRefund, takeOrder } from "../refunds/record-refund.ts";
import { readOrderForRefund, type OrderForRefund } from "../refunds/refundable-order.ts";
import { RefundRefused, unlessRefused } from "../refunds/refused.ts";
import type { RefundResult, Refunds } from "../refunds/refunds.ts";

export interface ComplaintListItem {
  id: string;
  number: string;
  orderNumber: string;
  customer: string;
  remedy: string;
  status: ComplaintStatus;
  decision: Decision | undefined;
  createdAt: string;
}

export type StepRefusal = "unknown_complaint" | "not_now" | "conflict";

export type StepResult = { ok: true } | { ok: false; reason: StepRefusal };

export type ComplaintRefundResult =
  | RefundResult
  | { ok: false; reason: StepRefusal | "not_money" | "bad_amount" | "above_value"; left?: number };

export interface ComplaintDesk {
  /** Open cases first (oldest first), then decided and closed ones, newest first. */
  list(options: {
    status?: ComplaintStatus;
    page: number;
    pageSize: number;
  }): Promise<{ items: ComplaintListItem[]; total: number }>;
  /** How many cases are in each status. */
  counts(): Promise<Record<ComplaintStatus, number>>;
  get(number: string): Promise<ComplaintView | undefined>;
  photo(
    number: string,
    photoId: string,
  ): Promise<{ bytes: Uint8Array; contentType: string } | undefined>;
  inspect(actor: Actor, number: string, origin: string): Promise<StepResult>;
  decide(
    actor: Actor,
    number: string,
    decision: { decision: Decision; note: string },
    origin: string,
  ): Promise<StepResult>;
  /** A repair or replacement carried out: `note` tells the shopper what was done. */
  remedyDone(actor: Actor, number: string, note: string, origin: string): Promise<StepResult>;
  /**
   * Money back (the complained units) or a price reduction (`amount` öre, spread over the
   * complained lines), through the refunds; the remedy counts as done once it is recorded.
   */
  refund(
    actor: Actor,
    number: string,
    options: { amount?: number; confirmed?: ConfirmedRefund },
    origin: string,
  ): Promise<ComplaintRefundResult>;
  close(actor: Actor, number: string, origin: string): Promise<StepResult>;
}

export interface ComplaintDeskOptions {
  audit: AuditLog;
  refunds: Refunds;
  mailer: ShopMailer;
  company: CompanyInfo;
  clock?: () => Date;
  log?: (line: string) => void;
}

type Trx = Transaction<ShopDatabase>;

const factsOf = (c: ComplaintView) => ({
  status: c.status,
  decision: c.decision,
  remedyDone: c.remedyDoneAt !== undefined,
});

class StepRefused extends RefundRefused<{ ok: false; reason: StepRefusal }> {}

export function createComplaintDesk(
  db: Kysely<ShopDatabase>,
  options: ComplaintDeskOptions,
): ComplaintDesk {
  const { audit, refunds } = options;
  const clock = options.clock ?? (() => new Date());
  const sender = {
    mailer: options.mailer,
    company: options.company,
    log: options.log ?? ((line: string) => console.error(line)),
    now: clock,
  };

  /**
   * Takes `step` on the case in one transaction: checks it is allowed on the case as read,
   * applies `change` on that status and version, adds the shopper's step and the audit entry.
   * Then mails `mail` with the case as it is afterwards.
   */
  async function take(
    actor: Actor,
    number: string,
    step: ComplaintStep,
    origin: string,
    write: (complaint: ComplaintView) => {
      set: Partial<{
        status: ComplaintStatus;
        decision: string;
        decision_note: string | null;
        remedy_done_at: string;
      }>;
      event: { kind: string; note?: string };
      mail: ComplaintMailKind;
      after?: Record<string, unknown>;
    },
    extra?: (trx: Trx, complaint: ComplaintView) => Promise<void>,
  ): Promise<StepResult> {
    const outcome = await unlessRefused(() =>
      atomically(db, async (trx) => {
        const complaint = await complaintWhere(trx, "number", number);
        if (!complaint) throw new StepRefused({ ok: false, reason: "unknown_complaint" });
        if (!canTake(step, factsOf(complaint))) {
          throw new StepRefused({ ok: false, reason: "not_now" });
        }
        const at = clock().toISOString();
        const planned = write(complaint);
        const taken = await trx
          .updateTable("complaints")
          .set({ ...planned.set, updated_at: at, version: sql<number>`version + 1` })
          .where("id", "=", complaint.id)
          .where("status", "=", complaint.status)
          .where("version", "=", complaint.version)
          .executeTakeFirst();
        if (taken.numUpdatedRows !== 1n) throw new StepRefused({ ok: false, reason: "conflict" });
        await extra?.(trx, complaint);
        await trx
          .insertInto("complaint_events")
          .values({
            id: complaintEventId(new Date(at)),
            complaint_id: complaint.id,
            kind: planned.event.kind,
            note: planned.event.note ?? null,
            at,
          })
          .execute();
        await audit.record(
          trx,
          actor,
          {
            action: `complaint.${planned.event.kind}`,
            subjectType: "complaint",
            subjectId: complaint.id,
            before: { number, status: complaint.status, decision: complaint.decision ?? null },
            after: {
              number,
              orderNumber: complaint.orderNumber,
              ...planned.set,
              ...planned.after,
            },
          },
          clock(),
        );
        return { ok: true as const, id: complaint.id, mail: planned.mail };
      }),
    );
    if (!outcome.ok) return outcome;
    const after = (await complaintWhere(db, "id", outcome.id)) as ComplaintView;
    await mailComplaintStep(db, sender, outcome.mail, after, origin);
    return { ok: true };
  }

  return {
    async list({ status, page, pageSize }) {
      let query = db
        .selectFrom("complaints")
        .innerJoin("orders", "orders.id", "complaints.order_id");
      if (status) query = query.where("complaints.status", "=", status);
      const [{ count }] = (await query
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .execute()) as [{ count: number | string }];
      const open = sql`complaints.status in ('received', 'inspecting')`;
      const rows = await query
        .select([
          "complaints.id",
          "complaints.number",
          "orders.number as order_number",
          "orders.billing",
          "complaints.remedy",
          "complaints.status",
          "complaints.decision",
          "complaints.created_at",
        ])
        .orderBy(sql`case when ${open} then 0 else 1 end`)
        .orderBy(sql`case when ${open} then complaints.created_at end`)
        .orderBy("complaints.created_at", "desc")
        .orderBy("complaints.id")
        .limit(pageSize)
        .offset((Math.max(1, page) - 1) * pageSize)
        .execute();
      return {
        total: Number(count),
        items: rows.map((row) => ({
          id: row.id,
          number: row.number,
          orderNumber: row.order_number,
          // Stryker disable next-line StringLiteral: every stored billing address has a name (Address; erasure writes "")
          customer: (JSON.parse(row.billing) as { name?: string }).name ?? "",
          remedy: row.remedy,
          status: row.status as ComplaintStatus,
          decision: (row.decision ?? undefined) as Decision | undefined,
          createdAt: new Date(row.created_at).toISOString(),
        })),
      };
    },

    async counts() {
      const rows = await db
        .selectFrom("complaints")
        .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
        .groupBy("status")
        .execute();
      const counts: Record<ComplaintStatus, number> = {
        received: 0,
        inspecting: 0,
        decided: 0,
        closed: 0,
      };
      for (const row of rows) counts[row.status as ComplaintStatus] = Number(row.count);
      return counts;
    },

    get: (number) => complaintWhere(db, "number", number),

    async photo(number, photoId) {
      const complaint = await db
        .selectFrom("complaints")
        .select("id")
        .where("number", "=", number)
        .executeTakeFirst();
      return complaint ? photoOf(db, complaint.id, photoId) : undefined;
    },

    inspect: (actor, number, origin) =>
      take(actor, number, "inspect", origin, () => ({
        set: { status: "inspecting" },
        event: { kind: "inspecting" },
        mail: "inspecting",
      })),

    decide: (actor, number, { decision, note }, origin) =>
      take(actor, number, "decide", origin, () => ({
        set: { status: "decided", decision, decision_note: note || null },
        event: { kind: decision === "rejected" ? "rejected" : "approved", note: note || undefined },
        mail: decision === "rejected" ? "rejected" : "approved",
      })),

    remedyDone: (actor, number, note, origin) =>
      take(actor, number, "remedy_done", origin, (complaint) => {
        if (isMoneyRemedy(complaint.decision)) {
          // Money goes back through refund(), which marks the remedy done itself.
          throw new StepRefused({ ok: false, reason: "not_now" });
        }
        return {
          set: { remedy_done_at: clock().toISOString() },
          event: { kind: "remedy_done", note: note || undefined },
          mail: "remedy_done",
        };
      }),

    async refund(actor, number, { amount, confirmed }, origin) {
      type Refusal = Exclude<ComplaintRefundResult, { ok: true }>;
      const refuse = (result: Refusal) => new RefundRefused<Refusal>(result);
      const decided = await unlessRefused(() =>
        atomically(db, async (trx) => {
          const complaint = await complaintWhere(trx, "number", number);
          if (!complaint) throw refuse({ ok: false, reason: "unknown_complaint" });
          if (!isMoneyRemedy(complaint.decision)) throw refuse({ ok: false, reason: "not_money" });
          if (!canTake("remedy_done", factsOf(complaint))) {
            throw refuse({ ok: false, reason: "not_now" });
          }
          await takeOrder(trx, complaint.orderId);
          // The case exists, so its order does (complaints.order_id references it).
          const order = (await readOrderForRefund(trx, complaint.orderId)) as OrderForRefund;
          if (order.paymentRef === undefined) throw refuse({ ok: false, reason: "not_paid" });
          const lineNos = complaint.lines.map((line) => line.lineNo);
          let plan;
          if (complaint.decision === "price_reduction") {
            const reduction = planPriceReduction(order.refundable, lineNos, amount ?? Number.NaN);
            if (!reduction.ok) {
              throw refuse({ ok: false, reason: reduction.reason, left: reduction.left });
            }
            plan = reduction;
          } else {
            const full = planRefund(order.refundable, {
              // Stryker disable next-line StringLiteral: planRefund tells only "full" apart; any other kind is read as lines
              kind: "lines",
              lines: complaint.lines.map((line) => {
                const left = order.refundable.lines.find((l) => l.lineNo === line.lineNo);
                return {
                  lineNo: line.lineNo,
                  quantity: Math.min(line.quantity, left ? unitsLeft(left) : 0),
                };
              }),
              fees: false,
            });
            if (!full.ok) throw refuse({ ok: false, reason: "refused", refusals: full.refusals });
            plan = full;
          }
          const at = clock();
          const refund = await recordRefund(
            trx,
            {
              orderId: order.id,
              orderNumber: order.number,
              parts: plan.parts,
              amount: plan.amount,
              moms: plan.moms,
              reason: "complaint",
            },
            { actor, audit, at, guard: refunds.guard(confirmed) },
          );
          const taken = await trx
            .updateTable("complaints")
            .set({
              refund_id: refund.id,
              remedy_done_at: at.toISOString(),
              updated_at: at.toISOString(),
              version: sql<number>`version + 1`,
            })
            .where("id", "=", complaint.id)
            .where("version", "=", complaint.version)
            .executeTakeFirst();
          if (taken.numUpdatedRows !== 1n) throw refuse({ ok: false, reason: "conflict" });
          await trx
            .insertInto("complaint_events")
            .values({
              id: complaintEventId(at),
              complaint_id: complaint.id,
              kind: "remedy_done",
              note: null,
              at: at.toISOString(),
            })
            .execute();
          await audit.record(
            trx,
            actor,
            {
              action: "complaint.refund",
              subjectType: "complaint",
              subjectId: complaint.id,
              after: {
                number,
                orderNumber: order.number,
                remedy: complaint.decision,
                refundId: refund.id,
                amount: refund.amount,
              },
            },
            at,
          );
          return {
            ok: true,
            refund,
            order: { id: order.id, number: order.number },
            id: complaint.id,
          } as const;
        }),
      );
      if (!decided.ok) return decided;
      const started = await refunds.start(actor, decided.refund, decided.order);
      const after = (await complaintWhere(db, "id", decided.id)) as ComplaintView;
      await mailComplaintStep(db, sender, "remedy_done", after, origin);
      return started;
    },

    close: (actor, number, origin) =>
      take(actor, number, "close", origin, () => ({
        set: { status: "closed" },
        event: { kind: "closed" },
        mail: "closed",
      })),
  };
}
