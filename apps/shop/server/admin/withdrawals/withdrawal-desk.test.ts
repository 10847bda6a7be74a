// The withdrawal desk on SQLite and PostgreSQL: a shopper's "Ångra köp" notice, as the storefront
// records it, listed with its refund deadline and state; the goods confirmed back (and put back
// in stock); the withdrawn lines refunded through the test provider over HTTP, the fees with a
// whole order, once; the customer mailed; every step audited.
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

const DAY = 24 * 60 * 60 * 1000;

describe.each(dialects())("the withdrawal desk on $dialect", (variant) => {
  const shop = useRefundShops(variant);

  /** A paid order, delivered, and withdrawn from (`lineNos`) `day` days later. */
  async function withdrawn(s: RefundShop, lineNos: number[], day = 3) {
    const order = await s.paidOrder();
    for (const step of ["packed", "shipped", "delivered"] as const) {
      await advanceOrder(s.db, order.number, step, START);
    }
    s.setNow(new Date(START.getTime() + day * DAY));
    const result = await s.orders.withdraw(order.id, lineNos, ORIGIN);
    if (!result.ok) throw new Error("expected the withdrawal recorded");
    const { items } = await s.desk.list({ page: 1, pageSize: 10 });
    const item = items.find((i) => i.orderId === order.id);
    if (!item) throw new Error("expected the withdrawal listed");
    return { order, item };
  }

  it("lists a notice with its lines, deadline 14 days after it arrived, waiting for the goods", async () => {
    const s = await shop();
    const { order, item } = await withdrawn(s, [2]);
    expect(item).toMatchObject({
      orderNumber: order.number,
      customer: "Anna Svensson",
      email: "anna@example.se",
      receivedAt: new Date(START.getTime() + 3 * DAY).toISOString(),
      refundDeadline: new Date(START.getTime() + 17 * DAY).toISOString(),
      withinPeriod: true,
      wholeOrder: false,
      lines: [{ lineNo: 2, name: "Laddare", quantity: 1, unitPrice: 50_000, left: 1 }],
      goodsReceivedAt: undefined,
      refund: undefined,
      state: "waiting_for_goods",
      due: 50_000,
    });
    expect(await s.desk.open()).toBe(1);
  });

  it("refunds only once the goods are back, then the withdrawn lines once, and mails the customer", async () => {
    const s = await shop();
    const { order, item } = await withdrawn(s, [2]);
    expect(await s.desk.refund(OWNER, item.id)).toEqual({
      ok: false,
      reason: "goods_not_received",
    });
    const stock = await s.stock(2);
    expect(await s.desk.confirmGoods(OWNER, item.id, { restock: true })).toEqual({ ok: true });
    expect(await s.stock(2)).toBe(stock + 1);
    expect(await s.desk.confirmGoods(OWNER, item.id, { restock: true })).toEqual({
      ok: false,
      reason: "already_received",
    });
    expect(await s.stock(2)).toBe(stock + 1);

    const refunded = await s.desk.refund(OWNER, item.id);
    expect(refunded).toMatchObject({
      ok: true,
      refund: { amount: 50_000, reason: "withdrawal", withdrawalId: item.id, status: "succeeded" },
    });
    expect(await s.desk.refund(OWNER, item.id)).toEqual({ ok: false, reason: "already_refunded" });
    const mail = s.mailer.outbox()[0];
    expect(mail?.subject).toBe(`Återbetalning för order ${order.number}`);
    expect(mail?.text).toContain("när du ångrade köpet");
    expect(mail?.text).toContain("1 × Laddare");

    const { items } = await s.desk.list({ page: 1, pageSize: 10 });
    expect(items[0]).toMatchObject({ state: "refunded", refund: { amount: 50_000 }, due: 0 });
    expect(await s.desk.open()).toBe(0);
    const actions = await s.db
      .selectFrom("audit_log")
      .select("action")
      .where("subject_id", "=", order.id)
      .orderBy("id")
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      "withdrawal.goods_received",
      "order.refund",
      "refund.succeeded",
    ]);
  });

  it("pays the fees back too when the whole order was withdrawn, and leaves stock alone if told", async () => {
    const s = await shop();
    const { order, item } = await withdrawn(s, [1, 2]);
    expect(item).toMatchObject({ wholeOrder: true, due: order.total });
    const stock = await s.stock(1);
    await s.desk.confirmGoods(OWNER, item.id, { restock: false });
    expect(await s.stock(1)).toBe(stock);
    expect(await s.desk.refund(OWNER, item.id)).toMatchObject({
      ok: true,
      refund: { amount: order.total },
    });
  });

  it("refunds only what is left when staff already refunded some of the withdrawn units", async () => {
    const s = await shop();
    const { item, order } = await withdrawn(s, [1]);
    await s.refunds.refund(OWNER, order.id, {
      kind: "lines",
      lines: [{ lineNo: 1, quantity: 1 }],
      fees: false,
    });
    await s.desk.confirmGoods(OWNER, item.id, { restock: false });
    expect(await s.desk.refund(OWNER, item.id)).toMatchObject({
      ok: true,
      refund: { amount: 100_000, parts: [{ lineNo: 1, quantity: 1 }] },
    });
  });

  it("lists open notices first, the earliest deadline first, then the refunded ones", async () => {
    const s = await shop();
    const first = await withdrawn(s, [2], 3);
    const second = await withdrawn(s, [2], 5);
    await s.desk.confirmGoods(OWNER, first.item.id, { restock: false });
    await s.desk.refund(OWNER, first.item.id);
    const third = await withdrawn(s, [1], 6);
    const { items, total } = await s.desk.list({ page: 1, pageSize: 10 });
    expect(total).toBe(3);
    expect(items.map((i) => i.id)).toEqual([second.item.id, third.item.id, first.item.id]);
    const paged = await s.desk.list({ page: 2, pageSize: 2 });
    expect(paged.items.map((i) => i.id)).toEqual([first.item.id]);
  });

  it("counts goods of an order cancelled after the notice back into stock only once", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    const stock = await s.stock(2);
    expect((await s.orders.withdraw(order.id, [2], ORIGIN)).ok).toBe(true);
    const version = Number(
      (
        await s.db
          .selectFrom("orders")
          .select("version")
          .where("id", "=", order.id)
          .executeTakeFirstOrThrow()
      ).version,
    );
    // Staff cancel the whole order: every unit, the withdrawn one too, goes back now.
    expect((await s.refunds.cancelPaid(OWNER, order.id, version)).ok).toBe(true);
    expect(await s.stock(2)).toBe(stock + 1);
    const { items } = await s.desk.list({ page: 1, pageSize: 10 });
    const item = items.find((i) => i.orderId === order.id);
    expect(await s.desk.confirmGoods(OWNER, item!.id, { restock: true })).toEqual({ ok: true });
    expect(await s.stock(2)).toBe(stock + 1);
  });
});
