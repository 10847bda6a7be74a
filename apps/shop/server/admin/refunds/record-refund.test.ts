// Writing down a refund, on SQLite and PostgreSQL: the order taken first (its version raised, an
// unknown order refused), the refund row pending under the id the caller chose or a fresh one,
// and its audit entry naming who asked, what it pays back and the withdrawal it settles.
import { atomically } from "@kretsbutiken/database";
import { describe, expect, it } from "vitest";
import {
  ORIGIN,
  OWNER,
  type RefundShop,
  START,
  useRefundShops,
} from "../../../test-support/refund-shop.ts";
import { dialects } from "../../../test-support/test-database.ts";
import { advanceOrder } from "../../orders/advance-status.ts";
import { createAuditLog } from "../audit/audit-log.ts";
import { recordRefund, takeOrder, type NewRefund } from "./record-refund.ts";
import { readRefunds } from "./refundable-order.ts";

const LINE_2 = { lineNo: 2, quantity: 1, amount: 50_000, moms: 10_000, momsRate: 25 };

describe.each(dialects())("writing down a refund on $dialect", (variant) => {
  const shop = useRefundShops(variant);

  const version = async (s: RefundShop, orderId: string) =>
    Number(
      (
        await s.db
          .selectFrom("orders")
          .select("version")
          .where("id", "=", orderId)
          .executeTakeFirstOrThrow()
      ).version,
    );

  const entries = async (s: RefundShop, orderId: string) =>
    (
      await createAuditLog(s.db).list({
        page: 1,
        pageSize: 10,
        subject: { type: "order", id: orderId },
      })
    ).entries.map(({ id: _, ...entry }) => entry);

  it("takes a known order, raising its version, and answers false for an unknown one", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    const taken = await atomically(s.db, async (trx) => [
      await takeOrder(trx, order.id),
      await takeOrder(trx, crypto.randomUUID()),
    ]);
    expect(taken).toEqual([true, false]);
    expect(await version(s, order.id)).toBe(3);
  });

  it("writes the refund pending with its audit entry, under a fresh id or the one chosen", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    const audit = createAuditLog(s.db);
    const refund: NewRefund = {
      orderId: order.id,
      orderNumber: order.number,
      parts: [LINE_2],
      amount: 50_000,
      moms: 10_000,
      reason: "lines",
    };
    const chosen = crypto.randomUUID();
    const [fresh, named] = await atomically(s.db, async (trx) => [
      await recordRefund(trx, refund, {
        actor: OWNER,
        audit,
        at: START,
        guard: { over: undefined, confirmed: undefined },
      }),
      await recordRefund(
        trx,
        { ...refund, id: chosen },
        { actor: OWNER, audit, at: START, guard: { over: undefined, confirmed: undefined } },
      ),
    ]);
    expect(named.id).toBe(chosen);
    expect(fresh.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.id).not.toBe(chosen);
    const written = await readRefunds(s.db, order.id);
    expect(written.map((r) => r.id).sort()).toEqual([fresh.id, chosen].sort());
    expect(written).toContainEqual(named);
    const after = (refundId: string) => ({
      number: order.number,
      refundId,
      amount: 50_000,
      moms: 10_000,
      reason: "lines",
      parts: [LINE_2],
      status: "pending",
    });
    const logged = await entries(s, order.id);
    expect(logged).toHaveLength(2);
    expect(logged).toEqual(
      expect.arrayContaining(
        [fresh.id, chosen].map((refundId) => ({
          at: START.toISOString(),
          actor: OWNER,
          action: "order.refund",
          subjectType: "order",
          subjectId: order.id,
          before: undefined,
          after: after(refundId),
        })),
      ),
    );
  });

  it("names the withdrawal a refund settles, in its row and its audit entry", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    for (const step of ["packed", "shipped", "delivered"] as const) {
      await advanceOrder(s.db, order.number, step, START);
    }
    const withdrawn = await s.orders.withdraw(order.id, [2], ORIGIN);
    expect(withdrawn.ok).toBe(true);
    const { items } = await s.desk.list({ page: 1, pageSize: 10 });
    const withdrawalId = items[0]!.id;
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
          reason: "withdrawal",
          withdrawalId,
        },
        { actor: OWNER, audit, at: START, guard: { over: undefined, confirmed: undefined } },
      ),
    );
    expect(await readRefunds(s.db, order.id)).toEqual([refund]);
    expect(refund).toMatchObject({ withdrawalId, reason: "withdrawal", status: "pending" });
    const logged = await entries(s, order.id);
    expect(logged.find((e) => e.action === "order.refund")?.after).toEqual({
      number: order.number,
      refundId: refund.id,
      amount: 50_000,
      moms: 10_000,
      reason: "withdrawal",
      parts: [LINE_2],
      withdrawalId,
      status: "pending",
    });
  });
});
