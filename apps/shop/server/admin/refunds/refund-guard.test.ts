// Refunds over the shop's limit (SHOP_REFUND_CONFIRM_OVER_SEK, here 1 000 kr) on SQLite and
// PostgreSQL: written down only with a confirmation of exactly their order and amount, whichever
// desk asks (a refund, cancelling a paid order, a withdrawal); without one nothing changes (no
// refund, no audit entry, no cancel, no stock back) and the answer says what to confirm.
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

const LIMIT = 100_000;
/** The refund shop's order: 2 × 1 000 kr, 1 × 500 kr and 39 kr delivery. */
const WHOLE = 253_900;

describe.each(dialects())("the refund limit on $dialect", (variant) => {
  const shop = useRefundShops(variant);
  const limited = () => shop({ confirmOver: LIMIT });

  /** What a refused refund must have left alone: the order's refunds, audit entries, version. */
  async function traces(s: RefundShop, orderId: string) {
    const [refunds, audit, order] = await Promise.all([
      s.db.selectFrom("refunds").select("id").where("order_id", "=", orderId).execute(),
      s.db.selectFrom("audit_log").select("action").where("subject_id", "=", orderId).execute(),
      s.db
        .selectFrom("orders")
        .select(["status", "version"])
        .where("id", "=", orderId)
        .executeTakeFirstOrThrow(),
    ]);
    return { refunds: refunds.length, audit: audit.map((a) => a.action), order };
  }

  it("holds a full refund over the limit until it is confirmed for its order and amount", async () => {
    const s = await limited();
    const order = await s.paidOrder();
    const before = await traces(s, order.id);
    const unconfirmed = {
      ok: false,
      reason: "unconfirmed",
      confirm: { order: order.number, amount: WHOLE },
    };
    expect(await s.refunds.refund(OWNER, order.id, { kind: "full" })).toEqual(unconfirmed);
    // Confirmed for another amount or another order: as good as none.
    for (const confirmed of [
      { order: order.number, amount: WHOLE - 1 },
      { order: order.number, amount: WHOLE + 1 },
      { order: "KB-2026-999999", amount: WHOLE },
    ]) {
      expect(await s.refunds.refund(OWNER, order.id, { kind: "full" }, confirmed)).toEqual(
        unconfirmed,
      );
    }
    expect(await traces(s, order.id)).toEqual(before);

    const refunded = await s.refunds.refund(
      OWNER,
      order.id,
      { kind: "full" },
      { order: order.number, amount: WHOLE },
    );
    expect(refunded).toMatchObject({ ok: true, refund: { amount: WHOLE } });
    expect((await traces(s, order.id)).refunds).toBe(1);
  });

  it("lets a refund up to the limit through unconfirmed, and not a öre more", async () => {
    const s = await limited();
    const order = await s.paidOrder();
    const atLimit = await s.refunds.refund(OWNER, order.id, {
      kind: "lines",
      lines: [{ lineNo: 1, quantity: 1 }],
      fees: false,
    });
    expect(atLimit).toMatchObject({ ok: true, refund: { amount: LIMIT } });
    const over = await s.refunds.refund(OWNER, order.id, {
      kind: "lines",
      lines: [{ lineNo: 1, quantity: 1 }],
      fees: true,
    });
    expect(over).toEqual({
      ok: false,
      reason: "unconfirmed",
      confirm: { order: order.number, amount: LIMIT + 3_900 },
    });
  });

  it("confirms nothing without a limit", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    expect(await s.refunds.refund(OWNER, order.id, { kind: "full" })).toMatchObject({
      ok: true,
      refund: { amount: WHOLE },
    });
  });

  it("leaves a paid order uncancelled, its stock taken, while its refund is unconfirmed", async () => {
    const s = await limited();
    const order = await s.paidOrder();
    const { version } = (await traces(s, order.id)).order;
    const before = await traces(s, order.id);
    const stock = await s.stock(1);
    expect(await s.refunds.cancelPaid(OWNER, order.id, version)).toEqual({
      ok: false,
      reason: "unconfirmed",
      confirm: { order: order.number, amount: WHOLE },
    });
    expect(await traces(s, order.id)).toEqual(before);
    expect(await s.stock(1)).toBe(stock);

    const cancelled = await s.refunds.cancelPaid(OWNER, order.id, version, {
      order: order.number,
      amount: WHOLE,
    });
    expect(cancelled).toMatchObject({ ok: true, refund: { amount: WHOLE } });
    expect((await traces(s, order.id)).order.status).toBe("cancelled");
    expect(await s.stock(1)).toBe(stock + 2);
  });

  it("holds a withdrawal's refund over the limit the same way", async () => {
    const s = await limited();
    const order = await s.paidOrder();
    for (const step of ["packed", "shipped", "delivered"] as const) {
      await advanceOrder(s.db, order.number, step, START);
    }
    const withdrawn = await s.orders.withdraw(order.id, [1], ORIGIN);
    if (!withdrawn.ok) throw new Error("expected the withdrawal recorded");
    const [item] = (await s.desk.list({ page: 1, pageSize: 10 })).items;
    const id = item?.id ?? "";
    expect(await s.desk.confirmGoods(OWNER, id, { restock: false })).toEqual({ ok: true });
    const amount = 2 * LIMIT;
    expect(await s.desk.refund(OWNER, id)).toEqual({
      ok: false,
      reason: "unconfirmed",
      confirm: { order: order.number, amount },
    });
    expect((await traces(s, order.id)).refunds).toBe(0);
    expect(await s.desk.refund(OWNER, id, { order: order.number, amount })).toMatchObject({
      ok: true,
      refund: { amount, withdrawalId: id },
    });
  });
});
