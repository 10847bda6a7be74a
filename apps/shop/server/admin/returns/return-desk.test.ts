// Returns on SQLite and PostgreSQL, from the shopper's label to the refund: a label offered only
// for a withdrawal of shipped goods within the period, made once per withdrawal (asked twice, the
// same return), mailed with its link; the goods registered as received by staff, line by line,
// which refunds the withdrawal through the test provider over HTTP exactly once, also when two
// staff register it at the same moment; the amount is the withdrawn lines, plus the fees when the
// whole order was withdrawn; the customer gets the received and the refund mails.
import { describe, expect, it, vi } from "vitest";
import { returnDropOff } from "../../../domain/returns/return-drop-offs.ts";
import {
  COMPANY,
  ORIGIN,
  OWNER,
  type RefundShop,
  START,
  useRefundShops,
} from "../../../test-support/refund-shop.ts";
import { dialects } from "../../../test-support/test-database.ts";
import { createAuditLog } from "../audit/audit-log.ts";
import { advanceOrder } from "../../orders/advance-status.ts";
import { orderMailsOf } from "../../orders/order-mail-log.ts";
import { createReturns } from "../../returns/returns.ts";
import { createReturnDesk, type ReturnDeskOptions } from "./return-desk.ts";

const DAY = 24 * 60 * 60 * 1000;
const LOCKER = returnDropOff("instabox")!;
const OTHER_OWNER = { email: "personal@kretsbutiken.test", userId: "user-staff" };

describe.each(dialects())("returns on $dialect", (variant) => {
  const shop = useRefundShops(variant);

  function parts(
    s: RefundShop,
    { day = 4, ...options }: { day?: number } & Partial<ReturnDeskOptions> = {},
  ) {
    const clock = () => new Date(START.getTime() + day * DAY);
    const returns = createReturns(s.db, {
      mailer: s.mailer,
      company: COMPANY,
      log: () => {},
      clock,
    });
    const desk = createReturnDesk(s.db, {
      audit: createAuditLog(s.db),
      withdrawals: s.desk,
      mailer: s.mailer,
      company: COMPANY,
      log: () => {},
      clock,
      ...options,
    });
    return { returns, desk };
  }

  /** A paid order, shipped (and delivered unless told), withdrawn from (`lineNos`) on day 3. */
  async function withdrawn(
    s: RefundShop,
    lineNos: number[],
    steps: readonly ("packed" | "shipped" | "delivered")[] = ["packed", "shipped", "delivered"],
  ) {
    const order = await s.paidOrder();
    for (const step of steps) await advanceOrder(s.db, order.number, step, START);
    s.setNow(new Date(START.getTime() + 3 * DAY));
    const result = await s.orders.withdraw(order.id, lineNos, ORIGIN);
    if (!result.ok) throw new Error("expected the withdrawal recorded");
    const { returns } = parts(s);
    const [offer] = await returns.offersOf(order.id);
    return { order, offer: offer! };
  }

  /** A withdrawn order's return, its label made on `day`. */
  async function returned(s: RefundShop, lineNos: number[], day = 4) {
    const { order, offer } = await withdrawn(s, lineNos);
    const made = await parts(s, { day }).returns.create(
      { orderId: order.id, withdrawalId: offer.withdrawalId, dropOff: LOCKER },
      ORIGIN,
    );
    if (!made.ok) throw new Error("expected a return");
    return { order, offer, made: made.return };
  }

  const events = async (s: RefundShop, returnId: string) =>
    (
      await s.db
        .selectFrom("return_events")
        .select("kind")
        .where("return_id", "=", returnId)
        .execute()
    )
      .map((e) => e.kind)
      .sort();

  const receivedAudit = async (s: RefundShop, orderId: string) =>
    s.db
      .selectFrom("audit_log")
      .select(["subject_type", "before", "after"])
      .where("subject_id", "=", orderId)
      .where("action", "=", "return.received")
      .executeTakeFirstOrThrow();

  const lines = (lineNos: number[]) =>
    lineNos.map((lineNo) => ({ lineNo, condition: "as_new" as const, note: undefined }));

  it("makes one return per withdrawal with a label link in the mail, and lists it for the order", async () => {
    const s = await shop();
    const { order, offer } = await withdrawn(s, [2]);
    const { returns, desk } = parts(s);
    expect(offer).toMatchObject({
      lineNos: [2],
      withinPeriod: true,
      mayRequest: true,
      return: undefined,
    });

    const made = await returns.create(
      { orderId: order.id, withdrawalId: offer.withdrawalId, dropOff: LOCKER },
      ORIGIN,
    );
    if (!made.ok) throw new Error("expected a return");
    expect(made.created).toBe(true);
    expect(made.return).toMatchObject({
      number: `RT-${order.number.slice(3)}-1`,
      orderNumber: order.number,
      dropOff: "instabox",
      dropOffKind: "locker",
      status: "label_created",
      state: "label_created",
      lines: [{ lineNo: 2, name: "Laddare", quantity: 1 }],
    });
    const mail = s.mailer.outbox()[0];
    expect(mail?.subject).toBe(`Din returetikett ${made.return.number} för order ${order.number}`);
    expect(mail?.text).toContain(`${ORIGIN}/page/returetikett?retur=${made.return.token}`);
    expect(mail?.text).toContain("i ett paketskåp från Instabox");
    expect(mail?.text).toContain("Returfrakten betalar vi");

    // Asked again (a second tab): the same return, no second mail.
    const again = await returns.create(
      {
        orderId: order.id,
        withdrawalId: offer.withdrawalId,
        dropOff: returnDropOff("postnord-ombud")!,
      },
      ORIGIN,
    );
    expect(again).toMatchObject({
      ok: true,
      created: false,
      return: { id: made.return.id, dropOff: "instabox" },
    });
    // The confirmation, the withdrawal receipt and the one label mail.
    expect(s.mailer.outbox()).toHaveLength(3);
    expect((await returns.offersOf(order.id))[0]).toMatchObject({
      mayRequest: false,
      return: { id: made.return.id },
    });
    expect(await returns.byToken(made.return.token)).toMatchObject({
      return: { id: made.return.id },
      sender: { name: "Anna Svensson" },
    });
    expect(await returns.byToken("not-a-token-of-any-return")).toBeUndefined();
    expect((await returns.ofOrders([order.id])).map((r) => r.id)).toEqual([made.return.id]);
    expect(await desk.open()).toBe(1);
  });

  it("offers no label for goods never shipped, nor for another order's withdrawal", async () => {
    const s = await shop();
    const { order, offer } = await withdrawn(s, [2], []);
    const { returns } = parts(s);
    expect(offer.mayRequest).toBe(false);
    expect(
      await returns.create(
        { orderId: order.id, withdrawalId: offer.withdrawalId, dropOff: LOCKER },
        ORIGIN,
      ),
    ).toEqual({ ok: false, reason: "not_offered" });
    const other = await s.paidOrder();
    expect(
      await returns.create(
        { orderId: other.id, withdrawalId: offer.withdrawalId, dropOff: LOCKER },
        ORIGIN,
      ),
    ).toEqual({ ok: false, reason: "unknown_withdrawal" });
  });

  it("refunds the withdrawn lines once the goods are registered, and refuses a second registration", async () => {
    const s = await shop();
    const { order, offer } = await withdrawn(s, [2]);
    const { returns, desk } = parts(s);
    const made = await returns.create(
      { orderId: order.id, withdrawalId: offer.withdrawalId, dropOff: LOCKER },
      ORIGIN,
    );
    if (!made.ok) throw new Error("expected a return");
    const stock = await s.stock(2);

    // The lines must be the withdrawal's own.
    expect(
      await desk.receive(OWNER, made.return.id, { lines: lines([1]), restock: true }, ORIGIN),
    ).toEqual({ ok: false, reason: "lines_mismatch" });

    const received = await desk.receive(
      OWNER,
      made.return.id,
      { lines: [{ lineNo: 2, condition: "opened", note: "Kartongen öppnad" }], restock: true },
      ORIGIN,
    );
    expect(received).toMatchObject({
      ok: true,
      return: {
        status: "refunded",
        state: "refunded",
        receivedBy: OWNER.email,
        refund: { amount: 50_000, status: "succeeded" },
        lines: [{ lineNo: 2, condition: "opened", note: "Kartongen öppnad" }],
      },
      refund: { ok: true, refund: { amount: 50_000, reason: "withdrawal" } },
    });
    expect(await s.stock(2)).toBe(stock + 1);
    expect(
      await desk.receive(OWNER, made.return.id, { lines: lines([2]), restock: true }, ORIGIN),
    ).toEqual({ ok: false, reason: "already_received" });
    expect(await s.stock(2)).toBe(stock + 1);

    const subjects = s.mailer.outbox().map((m) => m.subject);
    expect(subjects).toContain(`Vi har tagit emot din retur ${made.return.number}`);
    expect(subjects).toContain(`Återbetalning för order ${order.number}`);
    // The withdrawals page sees the goods back and the refund.
    const { items } = await s.desk.list({ page: 1, pageSize: 10 });
    expect(items[0]?.state).toBe("refunded");
    expect(items[0]?.goodsReceivedAt).toBeDefined();
    expect(await desk.open()).toBe(0);
    const { items: listed } = await desk.list({ page: 1, pageSize: 10 });
    expect(listed[0]).toMatchObject({
      id: made.return.id,
      customer: "Anna Svensson",
      email: "anna@example.se",
    });
    const events = await s.db
      .selectFrom("return_events")
      .select(["kind", "actor"])
      .where("return_id", "=", made.return.id)
      .orderBy("at")
      .execute();
    expect(events.map((e) => e.kind).sort()).toEqual(["label_created", "received", "refunded"]);
    const audit = await s.db
      .selectFrom("audit_log")
      .select("action")
      .where("subject_id", "=", order.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["return.received", "order.refund", "refund.succeeded"]),
    );
  });

  it("pays back the lines and the delivery when the whole order was withdrawn", async () => {
    const s = await shop();
    const { order, offer } = await withdrawn(s, [1, 2]);
    const { returns, desk } = parts(s);
    const made = await returns.create(
      { orderId: order.id, withdrawalId: offer.withdrawalId, dropOff: LOCKER },
      ORIGIN,
    );
    if (!made.ok) throw new Error("expected a return");
    const received = await desk.receive(
      OWNER,
      made.return.id,
      { lines: lines([1, 2]), restock: false },
      ORIGIN,
    );
    // 2 × 1 000 kr + 500 kr + 39 kr delivery: everything paid.
    expect(received).toMatchObject({ ok: true, return: { refund: { amount: 253_900 } } });
    expect(order.total).toBe(253_900);
  });

  it("refunds exactly once when two staff register the same return at the same moment", async () => {
    const s = await shop();
    const { order, offer } = await withdrawn(s, [1]);
    const { returns, desk } = parts(s);
    const made = await returns.create(
      { orderId: order.id, withdrawalId: offer.withdrawalId, dropOff: LOCKER },
      ORIGIN,
    );
    if (!made.ok) throw new Error("expected a return");
    const results = await Promise.all([
      desk.receive(OWNER, made.return.id, { lines: lines([1]), restock: true }, ORIGIN),
      desk.receive(OTHER_OWNER, made.return.id, { lines: lines([1]), restock: true }, ORIGIN),
      desk.receive(OWNER, made.return.id, { lines: lines([1]), restock: true }, ORIGIN),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual([
      "already_received",
      "already_received",
    ]);
    const refunds = await s.db
      .selectFrom("refunds")
      .select(["amount", "status"])
      .where("order_id", "=", order.id)
      .execute();
    expect(refunds).toEqual([{ amount: 200_000, status: "succeeded" }]);
  });

  it("refuses an unknown return, takes the withdrawn lines in any order, and records how each was found", async () => {
    const s = await shop();
    const { order, offer, made } = await returned(s, [1, 2]);
    const stockChanged = vi.fn();
    const { desk } = parts(s, { stockChanged });
    const stock = [await s.stock(1), await s.stock(2)];
    expect(
      await desk.receive(OWNER, "no-such-return", { lines: lines([1, 2]), restock: true }, ORIGIN),
    ).toEqual({ ok: false, reason: "unknown_return" });

    const received = await desk.receive(
      OWNER,
      made.id,
      {
        lines: [
          { lineNo: 2, condition: "opened", note: "Kartongen öppnad" },
          { lineNo: 1, condition: "as_new", note: undefined },
        ],
        restock: true,
      },
      ORIGIN,
    );
    expect(received).toMatchObject({
      ok: true,
      return: {
        status: "refunded",
        lines: [
          { lineNo: 1, condition: "as_new", note: undefined },
          { lineNo: 2, condition: "opened", note: "Kartongen öppnad" },
        ],
      },
    });
    expect([await s.stock(1), await s.stock(2)]).toEqual([stock[0]! + 2, stock[1]! + 1]);
    expect(stockChanged).toHaveBeenCalledTimes(1);
    const audit = await receivedAudit(s, order.id);
    expect(audit.subject_type).toBe("order");
    expect(JSON.parse(audit.before!)).toEqual({ return: made.number, status: "label_created" });
    expect(JSON.parse(audit.after!)).toEqual({
      return: made.number,
      status: "received",
      withdrawalId: offer.withdrawalId,
      lines: [
        { lineNo: 2, condition: "opened", note: "Kartongen öppnad" },
        { lineNo: 1, condition: "as_new", note: null },
      ],
      restocked: { "1": 2, "2": 1 },
    });
    expect(await orderMailsOf(s.db, order.id)).toContainEqual(
      expect.objectContaining({
        kind: "return_received",
        subject: `Vi har tagit emot din retur ${made.number}`,
      }),
    );
  });

  it("puts nothing back into stock unless asked, nor goods the withdrawals page took back already", async () => {
    const s = await shop();
    const stockChanged = vi.fn();
    const { desk } = parts(s, { stockChanged });
    const first = await returned(s, [2]);
    const stock = await s.stock(2);
    expect(
      await desk.receive(OWNER, first.made.id, { lines: lines([2]), restock: false }, ORIGIN),
    ).toMatchObject({ ok: true, return: { status: "refunded" } });
    expect(await s.stock(2)).toBe(stock);
    expect(JSON.parse((await receivedAudit(s, first.order.id)).after!)).toMatchObject({
      restocked: {},
    });

    const second = await returned(s, [2]);
    const bought = await s.stock(2);
    expect(await s.desk.confirmGoods(OWNER, second.offer.withdrawalId, { restock: true })).toEqual({
      ok: true,
    });
    expect(await s.stock(2)).toBe(bought + 1);
    expect(
      await desk.receive(OWNER, second.made.id, { lines: lines([2]), restock: true }, ORIGIN),
    ).toMatchObject({ ok: true, return: { status: "refunded", refund: { amount: 50_000 } } });
    expect(await s.stock(2)).toBe(bought + 1);
    expect(stockChanged).not.toHaveBeenCalled();
  });

  it("counts no unit back twice for an order whose units went back with its cancellation", async () => {
    const s = await shop();
    const { order, made } = await returned(s, [2]);
    // The shop cancels only unshipped orders, a return's goods were shipped: a guard all the same.
    await s.db
      .updateTable("orders")
      .set({ status: "cancelled" })
      .where("id", "=", order.id)
      .execute();
    const stock = await s.stock(2);
    const { desk } = parts(s);
    expect(
      await desk.receive(OWNER, made.id, { lines: lines([2]), restock: true }, ORIGIN),
    ).toMatchObject({ ok: true });
    expect(await s.stock(2)).toBe(stock);
  });

  it("settles the return with the refund the withdrawals page made already", async () => {
    const s = await shop();
    const { order, offer, made } = await returned(s, [2]);
    expect(await s.desk.confirmGoods(OWNER, offer.withdrawalId, { restock: false })).toEqual({
      ok: true,
    });
    const paid = await s.desk.refund(OWNER, offer.withdrawalId);
    if (!paid.ok) throw new Error("expected the withdrawal refunded");
    // Another customer's return, made later, stays as it is.
    const other = await returned(s, [1], 5);

    const received = await parts(s).desk.receive(
      OWNER,
      made.id,
      { lines: lines([2]), restock: true },
      ORIGIN,
    );
    expect(received).toMatchObject({
      ok: true,
      refund: { ok: false, reason: "already_refunded" },
      return: { status: "refunded", refund: { id: paid.refund.id, amount: 50_000 } },
    });
    expect(await events(s, made.id)).toEqual(["label_created", "received", "refunded"]);
    expect(await events(s, other.made.id)).toEqual(["label_created"]);
    const refunds = await s.db
      .selectFrom("refunds")
      .select("id")
      .where("order_id", "=", order.id)
      .execute();
    expect(refunds).toEqual([{ id: paid.refund.id }]);
  });

  it("leaves the return received when the lines were refunded by hand before", async () => {
    const s = await shop();
    const { order, made } = await returned(s, [2]);
    expect(
      await s.refunds.refund(OWNER, order.id, {
        kind: "lines",
        lines: [{ lineNo: 2, quantity: 1 }],
        fees: false,
      }),
    ).toMatchObject({ ok: true });
    const received = await parts(s).desk.receive(
      OWNER,
      made.id,
      { lines: lines([2]), restock: false },
      ORIGIN,
    );
    expect(received).toMatchObject({
      ok: true,
      refund: { ok: false, reason: "already_refunded" },
      return: { status: "received", refund: undefined },
    });
    expect(await events(s, made.id)).toEqual(["label_created", "received"]);
  });

  it("leaves the return received when the provider fails its refund", async () => {
    const s = await shop({ refundOutcome: "failed" });
    const { made } = await returned(s, [2]);
    const received = await parts(s).desk.receive(
      OWNER,
      made.id,
      { lines: lines([2]), restock: false },
      ORIGIN,
    );
    expect(received).toMatchObject({
      ok: true,
      refund: { ok: true, refund: { status: "failed" } },
      return: { status: "received", state: "received", refund: undefined },
    });
    expect(await events(s, made.id)).toEqual(["label_created", "received"]);
  });

  it("registers the goods at the time of day without a clock, and goes on when the mail server fails", async () => {
    const s = await shop();
    const { order, made } = await returned(s, [2]);
    const log: string[] = [];
    const desk = createReturnDesk(s.db, {
      audit: createAuditLog(s.db),
      withdrawals: s.desk,
      mailer: {
        send: () => Promise.reject(new Error("smtp down")),
        outbox: () => [],
      },
      company: COMPANY,
      log: (line) => log.push(line),
    });
    const before = Date.now();
    const received = await desk.receive(
      OWNER,
      made.id,
      { lines: lines([2]), restock: false },
      ORIGIN,
    );
    const after = Date.now();
    if (!received.ok) throw new Error("expected the goods registered");
    expect(received.return.status).toBe("refunded");
    const at = Date.parse(received.return.receivedAt!);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(after);
    expect(log).toEqual([
      `[returns] could not send the return_received mail for ${order.number}: Error: smtp down`,
    ]);
  });

  it("lists the returns on their way first, oldest first, then the received ones, a page at a time", async () => {
    const s = await shop();
    const received = await returned(s, [2], 4);
    const older = await returned(s, [2], 5);
    const newer = await returned(s, [2], 6);
    // Three customers.
    for (const [{ order }, email] of [
      [older, "bo@example.se"],
      [newer, "cecilia@example.se"],
    ] as const) {
      await s.db.updateTable("orders").set({ email }).where("id", "=", order.id).execute();
    }
    const { desk } = parts(s, { day: 7 });
    expect(
      await desk.receive(OWNER, received.made.id, { lines: lines([2]), restock: false }, ORIGIN),
    ).toMatchObject({ ok: true });

    const all = await desk.list({ page: 1, pageSize: 10 });
    expect(all.total).toBe(3);
    expect(all.items.map((item) => [item.id, item.status, item.email])).toEqual([
      [older.made.id, "label_created", "bo@example.se"],
      [newer.made.id, "label_created", "cecilia@example.se"],
      [received.made.id, "refunded", "anna@example.se"],
    ]);
    const second = await desk.list({ page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, items: [{ id: received.made.id }] });
    expect(await desk.open()).toBe(2);
  });
});
