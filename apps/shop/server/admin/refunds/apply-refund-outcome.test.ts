// The provider's word on a refund, on SQLite and PostgreSQL: the first message settles a pending
// refund (status, completion time, the provider's reference if it had none) with an audit entry
// under the provider's name; every message is kept once, a replay, a late or contradicting one
// and one with the wrong amount change nothing, and a message about no refund of ours is not kept.
import { atomically } from "@kretsbutiken/database";
import { describe, expect, it } from "vitest";
import { OWNER, START, useRefundShops } from "../../../test-support/refund-shop.ts";
import { dialects } from "../../../test-support/test-database.ts";
import type { RefundEvent } from "../../payments/refund-event.ts";
import { createAuditLog } from "../audit/audit-log.ts";
import { applyRefundOutcome } from "./apply-refund-outcome.ts";
import { recordRefund } from "./record-refund.ts";
import { readRefunds } from "./refundable-order.ts";

const LATER = new Date(START.getTime() + 60 * 60_000);
const LINE_2 = { lineNo: 2, quantity: 1, amount: 50_000, moms: 10_000, momsRate: 25 };

describe.each(dialects())("a refund's outcome on $dialect", (variant) => {
  const openShop = useRefundShops(variant);

  /** A shop with a paid order and a refund of its line 2 written down, not yet asked for. */
  async function pendingRefund() {
    const s = await openShop();
    const order = await s.paidOrder();
    const audit = createAuditLog(s.db);
    const refund = await atomically(s.db, (trx) =>
      recordRefund(
        trx,
        {
          orderId: order.id,
          orderNumber: order.number,
          parts: [LINE_2],
          amount: 50_000,
          moms: 10_000,
          reason: "lines",
        },
        { actor: OWNER, audit, at: START, guard: { over: undefined, confirmed: undefined } },
      ),
    );
    const apply = (event: Partial<RefundEvent>, now = LATER) =>
      applyRefundOutcome(
        s.db,
        {
          eventId: "evt_1",
          refundId: refund.id,
          outcome: "succeeded",
          amount: 50_000,
          reference: "re_1",
          ...event,
        },
        { audit, providerName: "test", now },
      );
    const state = async () => (await readRefunds(s.db, order.id))[0];
    const events = async () =>
      (
        await s.db
          .selectFrom("refund_events")
          .select(["event_id", "refund_id", "outcome", "received_at"])
          .orderBy("event_id")
          .execute()
      ).map((row) => ({ ...row, received_at: new Date(row.received_at).toISOString() }));
    const providerEntries = async () =>
      (
        await audit.list({ page: 1, pageSize: 10, subject: { type: "order", id: order.id } })
      ).entries
        .filter((entry) => entry.action !== "order.refund")
        .map(({ id: _, ...entry }) => entry);
    return { s, order, refund, apply, state, events, providerEntries };
  }

  it("settles a pending refund once, keeping the message, with the provider's audit entry", async () => {
    const { order, refund, apply, state, events, providerEntries } = await pendingRefund();
    expect(await apply({})).toEqual({ result: "succeeded", orderId: order.id });
    expect(await state()).toMatchObject({
      status: "succeeded",
      completedAt: LATER.toISOString(),
      providerRef: "re_1",
    });
    expect(await events()).toEqual([
      {
        event_id: "evt_1",
        refund_id: refund.id,
        outcome: "succeeded",
        received_at: LATER.toISOString(),
      },
    ]);
    expect(await providerEntries()).toEqual([
      {
        at: LATER.toISOString(),
        actor: { email: "payment provider (test)", userId: "provider:test" },
        action: "refund.succeeded",
        subjectType: "order",
        subjectId: order.id,
        before: { refundId: refund.id, status: "pending" },
        after: { refundId: refund.id, status: "succeeded", amount: 50_000, reference: "re_1" },
      },
    ]);
  });

  it("answers a replay as a duplicate and a later message as noted, changing nothing", async () => {
    const { order, apply, state, events, providerEntries } = await pendingRefund();
    await apply({ outcome: "failed" });
    const settled = await state();
    const later = new Date(LATER.getTime() + 60_000);
    expect([
      await apply({ outcome: "failed" }, later),
      await apply({ eventId: "evt_2", reference: "re_2" }, later),
    ]).toEqual([
      { result: "duplicate", orderId: order.id },
      { result: "noted", orderId: order.id },
    ]);
    expect(await state()).toEqual(settled);
    expect(settled).toMatchObject({ status: "failed", completedAt: LATER.toISOString() });
    expect((await events()).map((e) => [e.event_id, e.outcome, e.received_at])).toEqual([
      ["evt_1", "failed", LATER.toISOString()],
      ["evt_2", "succeeded", later.toISOString()],
    ]);
    expect((await providerEntries()).map((e) => e.action)).toEqual(["refund.failed"]);
  });

  it("keeps the reference the provider gave when it accepted the refund", async () => {
    const { s, refund, apply, state } = await pendingRefund();
    await s.db
      .updateTable("refunds")
      .set({ provider_ref: "re_accepted" })
      .where("id", "=", refund.id)
      .execute();
    expect((await apply({ reference: "re_other" })).result).toBe("succeeded");
    expect((await state())?.providerRef).toBe("re_accepted");
  });

  it("keeps but does not apply a message with another amount; forgets one about no refund", async () => {
    const { order, refund, apply, state, events, providerEntries } = await pendingRefund();
    expect(await apply({ amount: 50_001 })).toEqual({
      result: "amount_mismatch",
      orderId: order.id,
    });
    expect(await apply({ eventId: "evt_2", refundId: crypto.randomUUID() })).toEqual({
      result: "unknown_refund",
      orderId: undefined,
    });
    expect(await state()).toMatchObject({ status: "pending", completedAt: undefined });
    expect((await events()).map((e) => [e.event_id, e.refund_id])).toEqual([["evt_1", refund.id]]);
    expect(await providerEntries()).toEqual([]);
    // The right amount afterwards, under a message id of its own, still settles it.
    expect((await apply({ eventId: "evt_3" })).result).toBe("succeeded");
  });
});
