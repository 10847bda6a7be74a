// An order as its refunds see it, on SQLite and PostgreSQL: its lines with the units in pending
// and succeeded refunds, a failed refund giving its units and fees back, the fees counted once
// refunded, and every refund as it was written down and settled.
import { atomically } from "@kretsbutiken/database";
import { describe, expect, it } from "vitest";
import {
  OWNER,
  type RefundShop,
  START,
  useRefundShops,
} from "../../../test-support/refund-shop.ts";
import { dialects } from "../../../test-support/test-database.ts";
import { createTestProvider } from "../../payments/test-provider/test-provider.ts";
import { createAuditLog } from "../audit/audit-log.ts";
import { recordRefund } from "./record-refund.ts";
import { readOrderForRefund, readRefunds } from "./refundable-order.ts";

const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

describe.each(dialects())("an order for refunds on $dialect", (variant) => {
  const openShop = useRefundShops(variant);

  /** A shop whose provider accepts refunds but never calls back: the test settles them. */
  async function silentShop() {
    const opened = await openShop({
      provider: () =>
        createTestProvider({
          secret: "refund-tests-secret",
          callbackUrl: "http://127.0.0.1:9/payment/callback",
          retryDelaysMs: [],
          log: () => {},
        }),
    });
    return opened;
  }

  async function settle(s: RefundShop, refundId: string, amount: number, outcome: string) {
    const answer = await s.callback({
      type: "refund",
      eventId: `evt_${refundId}`,
      refundId,
      outcome,
      amount,
      reference: `re_${outcome}`,
    });
    expect(answer.result).toBe(outcome);
  }

  const lineRefund = async (s: RefundShop, orderId: string, lineNo: number, fees = false) => {
    const result = await s.refunds.refund(OWNER, orderId, {
      kind: "lines",
      lines: [{ lineNo, quantity: 1 }],
      fees,
    });
    if (!result.ok) throw new Error("expected the refund written down");
    return result.refund;
  };

  it("counts the units and öre of pending and succeeded refunds, not of failed ones", async () => {
    const s = await silentShop();
    const order = await s.paidOrder({ paymentFee: 1_000 });
    const pending = await lineRefund(s, order.id, 1);
    s.setNow(minutes(1));
    const failed = await lineRefund(s, order.id, 2, true);
    s.setNow(minutes(2));
    await settle(s, failed.id, 54_900, "failed");
    const succeeded = await lineRefund(s, order.id, 1);
    await settle(s, succeeded.id, 100_000, "succeeded");

    const read = await readOrderForRefund(s.db, order.id);
    expect(read?.lines).toEqual([
      {
        lineNo: 1,
        name: "Testmobil",
        variant: "Svart",
        quantity: 2,
        unitPrice: 100_000,
        lineTotal: 200_000,
        momsRate: 25,
        refunded: 2,
      },
      {
        lineNo: 2,
        name: "Laddare",
        variant: undefined,
        quantity: 1,
        unitPrice: 50_000,
        lineTotal: 50_000,
        momsRate: 25,
        refunded: 0,
      },
    ]);
    expect(read?.refundable).toEqual({
      lines: read?.lines,
      fees: 4_900,
      feesRefunded: false,
      total: 254_900,
      refunded: 200_000,
    });
    expect(read?.refunds.map((r) => [r.id, r.status, r.amount])).toEqual([
      [pending.id, "pending", 100_000],
      [failed.id, "failed", 54_900],
      [succeeded.id, "succeeded", 100_000],
    ]);
    expect(read?.refunds[1]).toEqual({
      id: failed.id,
      amount: 54_900,
      moms: 10_980,
      parts: [
        { lineNo: 2, quantity: 1, amount: 50_000, moms: 10_000, momsRate: 25 },
        { lineNo: null, quantity: 1, amount: 4_900, moms: 980, momsRate: 25 },
      ],
      reason: "lines",
      status: "failed",
      providerRef: expect.stringMatching(/^re_test_/) as unknown,
      withdrawalId: undefined,
      requestedBy: OWNER.email,
      requestedAt: minutes(1).toISOString(),
      completedAt: minutes(2).toISOString(),
    });

    // The fees once more, pending now: they count as refunded again.
    await s.refunds.refund(OWNER, order.id, { kind: "lines", lines: [], fees: true });
    const again = await readOrderForRefund(s.db, order.id);
    expect([again?.refundable.feesRefunded, again?.refundable.refunded]).toEqual([true, 204_900]);
  });

  it("reads the order's number, status, customer, language, version and payment", async () => {
    const s = await silentShop();
    const swedish = await s.paidOrder({ paymentFee: 1_000 });
    const english = await s.paidOrder({ language: "en" });
    const unpaid = await s.placedOrder();
    const read = await Promise.all(
      [swedish, english, unpaid].map((o) => readOrderForRefund(s.db, o.id)),
    );
    expect(
      read.map((o) => ({
        id: o?.id,
        number: o?.number,
        status: o?.status,
        email: o?.email,
        language: o?.language,
        version: o?.version,
        paid: typeof o?.paymentRef === "string" && o.paymentRef.startsWith("pi_"),
        total: o?.total,
        deliveryFee: o?.deliveryFee,
        paymentFee: o?.paymentFee,
        refunds: o?.refunds,
      })),
    ).toEqual([
      {
        id: swedish.id,
        number: swedish.number,
        status: "paid",
        email: "anna@example.se",
        language: "se",
        version: 2,
        paid: true,
        total: 254_900,
        deliveryFee: 3_900,
        paymentFee: 1_000,
        refunds: [],
      },
      {
        id: english.id,
        number: english.number,
        status: "paid",
        email: "anna@example.se",
        language: "en",
        version: 2,
        paid: true,
        total: 253_900,
        deliveryFee: 3_900,
        paymentFee: 0,
        refunds: [],
      },
      {
        id: unpaid.id,
        number: unpaid.number,
        status: "reserved",
        email: "anna@example.se",
        language: "se",
        version: 1,
        paid: false,
        total: 253_900,
        deliveryFee: 3_900,
        paymentFee: 0,
        refunds: [],
      },
    ]);
    expect(read[2]?.paymentRef).toBeUndefined();
    expect(await readOrderForRefund(s.db, crypto.randomUUID())).toBeUndefined();
  });

  it("reads a refund not yet asked of the provider with no reference and no completion", async () => {
    const s = await silentShop();
    const order = await s.paidOrder();
    const audit = createAuditLog(s.db);
    const written = await atomically(s.db, (trx) =>
      recordRefund(
        trx,
        {
          orderId: order.id,
          orderNumber: order.number,
          parts: [{ lineNo: 2, quantity: 1, amount: 50_000, moms: 10_000, momsRate: 25 }],
          amount: 50_000,
          moms: 10_000,
          reason: "lines",
        },
        { actor: OWNER, audit, at: START, guard: { over: undefined, confirmed: undefined } },
      ),
    );
    const read = await readRefunds(s.db, order.id);
    expect(read).toEqual([
      {
        id: written.id,
        amount: 50_000,
        moms: 10_000,
        parts: [{ lineNo: 2, quantity: 1, amount: 50_000, moms: 10_000, momsRate: 25 }],
        reason: "lines",
        status: "pending",
        providerRef: undefined,
        withdrawalId: undefined,
        requestedBy: OWNER.email,
        requestedAt: START.toISOString(),
        completedAt: undefined,
      },
    ]);
    expect([read[0]?.providerRef, read[0]?.completedAt]).toStrictEqual([undefined, undefined]);
    // What recordRefund answers is what was written down.
    expect(written).toStrictEqual(read[0]);
  });
});
