// The admin's refunds when asking the provider goes wrong or is done again, on SQLite and
// PostgreSQL: a refund of no payment fails with the reason, logged and audited once (its message
// cut to 300 characters); a retry asks only for a pending refund; a cancel whose refund Stripe
// refuses says so; the mail goes out for the refund that succeeded, and a mail that cannot be
// sent is logged; the shop's clock and log are the defaults when none are given.
import { atomically } from "@kretsbutiken/database";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  COMPANY,
  ORIGIN,
  OWNER,
  type RefundShop,
  START,
  useRefundShops,
} from "../../../test-support/refund-shop.ts";
import {
  startLocalStripeApi,
  stripeRefund,
  type LocalStripeApi,
} from "../../../test-support/local-stripe-api.ts";
import { dialects } from "../../../test-support/test-database.ts";
import { createShopMailer, type ShopMailer } from "../../mail/shop-mailer.ts";
import { createStripeProvider } from "../../payments/stripe-provider.ts";
import { createTestProvider } from "../../payments/test-provider/test-provider.ts";
import { createAuditLog } from "../audit/audit-log.ts";
import { recordRefund } from "./record-refund.ts";
import { createRefunds, type RefundsOptions } from "./refunds.ts";

const LATER = new Date(START.getTime() + 60 * 60_000);
const LINE_2 = { lineNo: 2, quantity: 1, amount: 50_000, moms: 10_000, momsRate: 25 };
const NO_PAYMENT = "the order has no payment to refund";

/** A provider that accepts refunds and never calls back. */
const silentProvider = () =>
  createTestProvider({
    secret: "refund-tests-secret",
    callbackUrl: "http://127.0.0.1:9/payment/callback",
    retryDelaysMs: [],
    log: () => {},
  });

describe.each(dialects())("refunds when the provider is asked on $dialect", (variant) => {
  const openShop = useRefundShops(variant);

  async function shop() {
    return openShop({ provider: silentProvider });
  }

  /** The admin's refunds over the shop's database, with what a test needs to see. */
  function refundsOf(s: RefundShop, options: Partial<RefundsOptions> = {}) {
    const log = vi.fn<(line: string) => void>();
    const refunds = createRefunds(s.db, {
      audit: createAuditLog(s.db),
      provider: silentProvider(),
      mailer: s.mailer,
      company: COMPANY,
      clock: () => LATER,
      log,
      ...options,
    });
    return { refunds, log };
  }

  const written = (s: RefundShop, orderId: string, amount = 50_000) =>
    atomically(s.db, (trx) =>
      recordRefund(
        trx,
        {
          orderId,
          orderNumber: "KB-x",
          parts: [{ ...LINE_2, amount }],
          amount,
          moms: 10_000,
          reason: "lines",
        },
        {
          actor: OWNER,
          audit: createAuditLog(s.db),
          at: START,
          guard: { over: undefined, confirmed: undefined },
        },
      ),
    );

  const auditOf = async (s: RefundShop, orderId: string, action: string) =>
    (
      await createAuditLog(s.db).list({
        page: 1,
        pageSize: 20,
        subject: { type: "order", id: orderId },
      })
    ).entries
      .filter((entry) => entry.action === action)
      .map(({ id: _, ...entry }) => entry);

  it("fails a refund of an order with no payment, logged, and audits its failure once", async () => {
    const s = await shop();
    const order = await s.placedOrder();
    const refund = await written(s, order.id);
    const { refunds, log } = refundsOf(s);
    const failed = {
      ok: false,
      reason: "provider",
      refund: { ...refund, status: "failed", completedAt: LATER.toISOString() },
      message: NO_PAYMENT,
    };
    expect(await refunds.start(OWNER, refund, order)).toEqual(failed);
    // Asked again: the refund stays as it failed, and its failure is not audited twice.
    const { refunds: again } = refundsOf(s, { clock: () => new Date(LATER.getTime() + 1) });
    expect(await again.start(OWNER, refund, order)).toEqual(failed);
    expect(log.mock.calls).toEqual([
      [`[refunds] the provider refused refund ${refund.id} of ${order.number}: ${NO_PAYMENT}`],
    ]);
    expect(await auditOf(s, order.id, "refund.refused")).toEqual([
      {
        at: LATER.toISOString(),
        actor: OWNER,
        action: "refund.refused",
        subjectType: "order",
        subjectId: order.id,
        before: { refundId: refund.id, status: "pending" },
        after: { refundId: refund.id, status: "failed", providerMessage: NO_PAYMENT },
      },
    ]);
  });

  it("answers the refund as it was given when neither it nor its order is found", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    const refund = await written(s, order.id);
    const { refunds } = refundsOf(s);
    const elsewhere = { ...refund, id: crypto.randomUUID() };
    expect(
      await refunds.start(OWNER, elsewhere, { id: crypto.randomUUID(), number: "KB-none" }),
    ).toEqual({ ok: false, reason: "provider", refund: elsewhere, message: NO_PAYMENT });
  });

  it("asks the provider again only for a pending refund, and audits the retry", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    const { refunds } = refundsOf(s);
    const first = await s.refunds.refund(OWNER, order.id, {
      kind: "lines",
      lines: [{ lineNo: 1, quantity: 1 }],
      fees: false,
    });
    if (!first.ok) throw new Error("expected the refund written down");
    const answer = await s.callback({
      type: "refund",
      eventId: "evt_first",
      refundId: first.refund.id,
      outcome: "succeeded",
      amount: 100_000,
      reference: "re_first",
    });
    expect(answer.result).toBe("succeeded");
    const second = await s.refunds.refund(OWNER, order.id, {
      kind: "lines",
      lines: [{ lineNo: 2, quantity: 1 }],
      fees: false,
    });
    if (!second.ok) throw new Error("expected the refund written down");
    const nothing = { ok: false, reason: "refused", refusals: [{ reason: "nothing" }] };
    expect([
      await refunds.retry(OWNER, first.refund.id),
      await refunds.retry(OWNER, crypto.randomUUID()),
    ]).toEqual([nothing, { ok: false, reason: "unknown_order" }]);
    // Asked again under the same id; the reference the provider gave first stays.
    expect(await refunds.retry(OWNER, second.refund.id)).toMatchObject({
      ok: true,
      refund: {
        id: second.refund.id,
        amount: 50_000,
        status: "pending",
        providerRef: second.refund.providerRef,
      },
    });
    expect(second.refund.providerRef).toMatch(/^re_test_/);
    expect(await auditOf(s, order.id, "refund.retry")).toEqual([
      {
        at: LATER.toISOString(),
        actor: OWNER,
        action: "refund.retry",
        subjectType: "order",
        subjectId: order.id,
        before: undefined,
        after: { number: order.number, refundId: second.refund.id, amount: 50_000 },
      },
    ]);
  });

  it("mails the refund that succeeded, not another of the order", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    const line = (lineNo: number) =>
      s.refunds.refund(OWNER, order.id, {
        kind: "lines",
        lines: [{ lineNo, quantity: 1 }],
        fees: false,
      });
    const first = await line(1);
    const second = await line(2);
    if (!first.ok || !second.ok) throw new Error("expected the refunds written down");
    expect([first.refund.amount, second.refund.amount]).toEqual([100_000, 50_000]);
    const answer = await s.callback({
      type: "refund",
      eventId: "evt_second",
      refundId: second.refund.id,
      outcome: "succeeded",
      amount: 50_000,
      reference: "re_second",
    });
    expect(answer.result).toBe("succeeded");
    const mails = s.mailer.outbox().filter((m) => m.subject.startsWith("Återbetalning"));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text.replace(/[\u00a0\u202f]/g, " ")).toContain(
      "Totalt återbetalt: 500,00 kr",
    );
  });

  it("logs a refund mail that cannot be sent", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    const mailer: ShopMailer = createShopMailer({
      smtpUrl: "smtp://127.0.0.1:9",
      from: "shop@test",
      log: () => {},
    });
    const { refunds, log } = refundsOf(s, { mailer });
    const started = await refunds.refund(OWNER, order.id, { kind: "full" });
    if (!started.ok) throw new Error("expected the refund written down");
    const result = await refunds.applyOutcome(
      {
        eventId: "evt_mail",
        refundId: started.refund.id,
        outcome: "succeeded",
        amount: order.total,
        reference: "re_mail",
      },
      ORIGIN,
    );
    expect(result).toBe("succeeded");
    expect(log.mock.calls.map(([line]) => line.split(":")[0])).toEqual([
      `[refunds] could not send the refund mail for ${order.number}`,
    ]);
  });

  it("finds an order's id by its number", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    expect([
      await s.refunds.orderIdOf(order.number),
      await s.refunds.orderIdOf("KB-0000-000000"),
    ]).toEqual([order.id, undefined]);
  });

  it("tells of stock given back by a cancel, not by a refused one; a refunded order needs no refund", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    const stockChanged = vi.fn();
    const { refunds } = refundsOf(s, { stockChanged });
    expect(await refunds.cancelPaid(OWNER, order.id, 9)).toEqual({
      ok: false,
      reason: "conflict",
    });
    expect(stockChanged).not.toHaveBeenCalled();
    expect((await refunds.refund(OWNER, order.id, { kind: "full" })).ok).toBe(true);
    expect(await refunds.cancelPaid(OWNER, order.id, 3)).toEqual({
      ok: true,
      number: order.number,
      refund: undefined,
    });
    expect(stockChanged).toHaveBeenCalledOnce();
  });

  it("runs on the real clock and logs to the console when given neither", async () => {
    const s = await shop();
    const order = await s.placedOrder();
    const refund = await written(s, order.id);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = Date.now();
    const refunds = createRefunds(s.db, {
      audit: createAuditLog(s.db),
      provider: silentProvider(),
      mailer: s.mailer,
      company: COMPANY,
    });
    const answer = await refunds.start(OWNER, refund, order);
    const logged = [...consoleError.mock.calls];
    consoleError.mockRestore();
    expect(logged).toEqual([
      [`[refunds] the provider refused refund ${refund.id} of ${order.number}: ${NO_PAYMENT}`],
    ]);
    const completed = new Date(answer.refund.completedAt ?? 0).getTime();
    expect(completed).toBeGreaterThanOrEqual(before - 1);
    expect(completed).toBeLessThanOrEqual(Date.now() + 1);
  });

  describe("through Stripe", () => {
    const LONG = `Refund declined: ${"the card issuer gave no reason. ".repeat(12)}`;
    let api: LocalStripeApi;
    let refused = false;
    beforeAll(async () => {
      api = await startLocalStripeApi((request) =>
        refused
          ? { status: 400, body: { error: { type: "invalid_request_error", message: LONG } } }
          : {
              body: stripeRefund({
                id: "re_stripe",
                amount: Number(request.body.get("amount")),
                metadata: { refundId: request.body.get("metadata[refundId]") },
              }),
            },
      );
    });
    afterAll(() => api.close());

    const stripe = () =>
      createStripeProvider({
        secretKey: "sk_test_local",
        webhookSecret: "whsec_x",
        client: api.client,
      });

    it("cancels an order whose refund Stripe refuses, says so, and keeps the message short in the log", async () => {
      refused = true;
      const s = await shop();
      const order = await s.paidOrder();
      const { refunds } = refundsOf(s, { provider: stripe() });
      const cancelled = await refunds.cancelPaid(OWNER, order.id, 2);
      expect(cancelled).toMatchObject({
        ok: false,
        reason: "provider",
        message: LONG,
        refund: { amount: order.total, reason: "cancel", status: "failed" },
      });
      if (cancelled.ok || cancelled.reason !== "provider") throw new Error("expected a refusal");
      const [entry] = await auditOf(s, order.id, "refund.refused");
      expect(entry?.after).toEqual({
        refundId: cancelled.refund.id,
        status: "failed",
        providerMessage: LONG.slice(0, 300),
      });
      expect(LONG.length).toBeGreaterThan(300);
    });

    it("answers a refund Stripe accepted with its reference", async () => {
      refused = false;
      const s = await shop();
      const order = await s.paidOrder();
      const { refunds } = refundsOf(s, { provider: stripe() });
      const cancelled = await refunds.cancelPaid(OWNER, order.id, 2);
      expect(cancelled).toMatchObject({
        ok: true,
        refund: { amount: order.total, status: "pending", providerRef: "re_stripe" },
      });
    });
  });
});
