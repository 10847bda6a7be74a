// The admin's refunds on SQLite and PostgreSQL, against real paid orders, with the built-in test
// provider answering each refund by a signed callback over HTTP to /payment/callback (as in the
// running shop): per-line and full refunds, nothing above what was paid, each unit once, a
// callback replayed or out of order settling a refund once, cancelling a paid order, and the
// refund mail in the order's language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  OWNER,
  type RefundShop,
  START,
  useRefundShops,
} from "../../../test-support/refund-shop.ts";
import { dialects } from "../../../test-support/test-database.ts";
import { createTestProvider } from "../../payments/test-provider/test-provider.ts";
import { createStripeProvider } from "../../payments/stripe-provider.ts";
import { momsOf } from "../../../domain/moms.ts";
import {
  startLocalStripeApi,
  stripeRefund,
  type LocalStripeApi,
} from "../../../test-support/local-stripe-api.ts";

describe.each(dialects())("refunds on $dialect", (variant) => {
  const shop = useRefundShops(variant);

  /** A shop whose provider accepts refunds but never calls back: the test sends the callbacks. */
  const silentShop = () =>
    shop({
      provider: () =>
        createTestProvider({
          secret: "refund-tests-secret",
          // Nothing listens there: the provider's own callback is lost.
          callbackUrl: "http://127.0.0.1:9/payment/callback",
          retryDelaysMs: [],
          log: () => {},
        }),
    });

  /** A mail's text with the no-break spaces of number formats as plain spaces. */
  const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, " ");

  const auditActions = async (s: RefundShop, orderId: string) =>
    (
      await s.db
        .selectFrom("audit_log")
        .select(["action", "actor_email"])
        .where("subject_id", "=", orderId)
        .orderBy("id")
        .execute()
    ).map((row) => `${row.action} by ${row.actor_email}`);

  it("refunds one unit of a line: the provider's callback settles it and the customer is mailed", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    const result = await s.refunds.refund(OWNER, order.id, {
      kind: "lines",
      lines: [{ lineNo: 1, quantity: 1 }],
      fees: false,
    });
    expect(result).toMatchObject({
      ok: true,
      refund: {
        amount: 100_000,
        moms: 20_000,
        status: "succeeded",
        reason: "lines",
        requestedBy: OWNER.email,
        parts: [{ lineNo: 1, quantity: 1, amount: 100_000, moms: 20_000, momsRate: 25 }],
      },
    });
    if (!result.ok) return;
    expect(result.refund.providerRef).toMatch(/^re_test_/);
    expect(result.refund.completedAt).toBe(START.toISOString());

    const mail = s.mailer.outbox()[0];
    expect(mail?.to).toBe("anna@example.se");
    expect(mail?.subject).toBe(`Återbetalning för order ${order.number}`);
    expect(plain(mail?.text)).toContain("Vi har betalat tillbaka 1 000,00 kr");
    expect(plain(mail?.text)).toContain("1 × Testmobil (Svart): 1 000,00 kr");
    expect(plain(mail?.text)).toContain("Varav moms: 200,00 kr");
    expect(mail?.text).toContain("(Kort)");
    expect(mail?.html).toContain('<html lang="sv">');
    const mails = await s.db
      .selectFrom("order_mails")
      .select(["kind", "subject"])
      .where("order_id", "=", order.id)
      .where("kind", "=", "refund")
      .execute();
    expect(mails).toEqual([{ kind: "refund", subject: `Återbetalning för order ${order.number}` }]);
    expect(await auditActions(s, order.id)).toEqual([
      `order.refund by ${OWNER.email}`,
      "refund.succeeded by payment provider (test)",
    ]);
  });

  it("writes the refund mail in English for an order placed in English", async () => {
    const s = await shop();
    const order = await s.paidOrder({ language: "en" });
    await s.refunds.refund(OWNER, order.id, { kind: "full" });
    const mail = s.mailer.outbox()[0];
    expect(mail?.subject).toBe(`Refund for order ${order.number}`);
    expect(mail?.language).toBe("en");
    const text = plain(mail?.text);
    expect(text).toContain(`We have refunded 2 539,00 kr for order ${order.number}`);
    expect(text).toContain("The whole order has now been refunded.");
    expect(text).toContain("2 × Testmobil (Svart): 2 000,00 kr");
    expect(text).toContain("Delivery and payment method fee: 39,00 kr");
    expect(text).toContain("Of which VAT (moms): 507,80 kr");
    expect(mail?.html).toContain('<html lang="en">');
  });

  it("refunds each unit of a line once, and its parts' moms add up to the line's", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    const line = (quantity: number) =>
      s.refunds.refund(OWNER, order.id, {
        kind: "lines",
        lines: [{ lineNo: 1, quantity }],
        fees: false,
      });
    expect(await line(3)).toEqual({
      ok: false,
      reason: "refused",
      refusals: [{ reason: "too_many", lineNo: 1, left: 2 }],
    });
    const first = await line(1);
    const second = await line(1);
    expect(await line(1)).toEqual({
      ok: false,
      reason: "refused",
      refusals: [{ reason: "too_many", lineNo: 1, left: 0 }],
    });
    const moms = [first, second].map((r) => (r.ok ? r.refund.moms : NaN));
    expect(moms[0]! + moms[1]!).toBe(momsOf(200_000, 25));
    const overview = await s.refunds.ofOrder(order.id);
    expect(overview?.refundable.refunded).toBe(200_000);
    expect(overview?.lines[0]?.refunded).toBe(2);
  });

  it("never refunds above what was paid minus what was refunded; the fees once", async () => {
    const s = await shop();
    const order = await s.paidOrder({ paymentFee: 1_000 });
    const part = await s.refunds.refund(OWNER, order.id, {
      kind: "lines",
      lines: [{ lineNo: 2, quantity: 1 }],
      fees: true,
    });
    expect(part).toMatchObject({ ok: true, refund: { amount: 50_000 + 4_900 } });
    expect(
      await s.refunds.refund(OWNER, order.id, { kind: "lines", lines: [], fees: true }),
    ).toEqual({ ok: false, reason: "refused", refusals: [{ reason: "fees_refunded" }] });
    const rest = await s.refunds.refund(OWNER, order.id, { kind: "full" });
    expect(rest).toMatchObject({
      ok: true,
      refund: { amount: order.total - 54_900, reason: "order" },
    });
    expect(await s.refunds.refund(OWNER, order.id, { kind: "full" })).toEqual({
      ok: false,
      reason: "refused",
      refusals: [{ reason: "nothing" }],
    });
    const total = (await s.refunds.ofOrder(order.id))?.refunds.reduce(
      (sum, r) => sum + r.amount,
      0,
    );
    expect(total).toBe(order.total);
    // Refused requests leave the order as it was: no refund row, no version raised.
    const version = await s.db
      .selectFrom("orders")
      .select("version")
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(Number(version.version)).toBe(2 + 2);
  });

  it("refuses lines the order does not have, and negative or fractional quantities", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    expect(
      await s.refunds.refund(OWNER, order.id, {
        kind: "lines",
        lines: [
          { lineNo: 7, quantity: 1 },
          { lineNo: 1, quantity: -1 },
          { lineNo: 2, quantity: 0.5 },
        ],
        fees: false,
      }),
    ).toEqual({
      ok: false,
      reason: "refused",
      refusals: [
        { reason: "unknown_line", lineNo: 7 },
        { reason: "bad_quantity", lineNo: 1 },
        { reason: "bad_quantity", lineNo: 2 },
      ],
    });
    expect(
      await s.refunds.refund(OWNER, order.id, {
        kind: "lines",
        lines: [{ lineNo: 1, quantity: 0 }],
        fees: false,
      }),
    ).toEqual({ ok: false, reason: "refused", refusals: [{ reason: "nothing" }] });
    expect(await s.db.selectFrom("refunds").selectAll().execute()).toEqual([]);
  });

  it("refuses to refund an order that was never paid, and an unknown order", async () => {
    const s = await shop();
    const order = await s.placedOrder();
    expect(await s.refunds.refund(OWNER, order.id, { kind: "full" })).toEqual({
      ok: false,
      reason: "not_paid",
    });
    expect(await s.refunds.refund(OWNER, crypto.randomUUID(), { kind: "full" })).toEqual({
      ok: false,
      reason: "unknown_order",
    });
  });

  it("settles a refund once though its callback arrives five times at once", async () => {
    const s = await silentShop();
    const order = await s.paidOrder();
    const result = await s.refunds.refund(OWNER, order.id, { kind: "full" });
    if (!result.ok) throw new Error("expected the refund written down");
    expect(result.refund.status).toBe("pending");
    const message = {
      type: "refund",
      eventId: "evt_replayed",
      refundId: result.refund.id,
      outcome: "succeeded",
      amount: order.total,
      reference: "re_test_1",
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => s.callback(message)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.result === "succeeded")).toHaveLength(1);
    expect(answers.filter((a) => a.result === "duplicate")).toHaveLength(4);
    expect(await s.refundStatus(result.refund.id)).toBe("succeeded");
    expect(s.mailer.outbox().filter((m) => m.subject.startsWith("Återbetalning"))).toHaveLength(1);
  });

  it("keeps the first outcome when a contradicting callback comes later, out of order", async () => {
    const s = await silentShop();
    const order = await s.paidOrder();
    const first = await s.refunds.refund(OWNER, order.id, {
      kind: "lines",
      lines: [{ lineNo: 1, quantity: 2 }],
      fees: false,
    });
    if (!first.ok) throw new Error("expected the refund written down");
    const base = { type: "refund", refundId: first.refund.id, amount: 200_000, reference: "re_1" };
    expect(await s.callback({ ...base, eventId: "evt_ok", outcome: "succeeded" })).toEqual({
      status: 200,
      result: "succeeded",
    });
    expect(await s.callback({ ...base, eventId: "evt_late", outcome: "failed" })).toEqual({
      status: 200,
      result: "noted",
    });
    expect(await s.refundStatus(first.refund.id)).toBe("succeeded");

    // A failure first: the later success changes nothing, no mail, and the units can be
    // refunded again.
    const second = await s.refunds.refund(OWNER, order.id, {
      kind: "lines",
      lines: [{ lineNo: 2, quantity: 1 }],
      fees: false,
    });
    if (!second.ok) throw new Error("expected the refund written down");
    const other = { type: "refund", refundId: second.refund.id, amount: 50_000, reference: "re_2" };
    expect((await s.callback({ ...other, eventId: "evt_fail", outcome: "failed" })).result).toBe(
      "failed",
    );
    expect((await s.callback({ ...other, eventId: "evt_ok2", outcome: "succeeded" })).result).toBe(
      "noted",
    );
    expect(await s.refundStatus(second.refund.id)).toBe("failed");
    expect(s.mailer.outbox().filter((m) => m.subject.startsWith("Återbetalning"))).toHaveLength(1);
    const again = await s.refunds.refund(OWNER, order.id, {
      kind: "lines",
      lines: [{ lineNo: 2, quantity: 1 }],
      fees: false,
    });
    expect(again).toMatchObject({ ok: true, refund: { amount: 50_000, status: "pending" } });
  });

  it("records but does not apply a callback with the wrong amount, or about no refund of ours", async () => {
    const s = await silentShop();
    const order = await s.paidOrder();
    const result = await s.refunds.refund(OWNER, order.id, { kind: "full" });
    if (!result.ok) throw new Error("expected the refund written down");
    const message = { type: "refund", refundId: result.refund.id, reference: "re_x" };
    expect(
      (await s.callback({ ...message, eventId: "e1", outcome: "succeeded", amount: 1 })).result,
    ).toBe("amount_mismatch");
    expect(await s.refundStatus(result.refund.id)).toBe("pending");
    expect(
      (
        await s.callback({
          ...message,
          refundId: crypto.randomUUID(),
          eventId: "e2",
          outcome: "succeeded",
          amount: 1,
        })
      ).result,
    ).toBe("unknown_refund");
  });

  it("rejects a refund callback that is not signed with the provider's secret", async () => {
    const s = await silentShop();
    const order = await s.paidOrder();
    const result = await s.refunds.refund(OWNER, order.id, { kind: "full" });
    if (!result.ok) throw new Error("expected the refund written down");
    const response = await fetch(s.callbackUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-kretsbutiken-signature": "t=1,v1=00" },
      body: JSON.stringify({
        type: "refund",
        eventId: "forged",
        refundId: result.refund.id,
        outcome: "succeeded",
        amount: order.total,
        reference: "re_forged",
      }),
    });
    expect(response.status).toBe(400);
    expect(await s.refundStatus(result.refund.id)).toBe("pending");
  });

  it("decides two refunds of the same last unit at once one after the other: one is refused", async () => {
    const s = await silentShop();
    const order = await s.paidOrder();
    const wish = { kind: "lines", lines: [{ lineNo: 2, quantity: 1 }], fees: false } as const;
    const results = await Promise.all([
      s.refunds.refund(OWNER, order.id, wish),
      s.refunds.refund(OWNER, order.id, wish),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, reason: "refused", refusals: [{ reason: "too_many", lineNo: 2, left: 0 }] },
    ]);
  });

  it("a refund the provider never acknowledged is asked for again with the same id", async () => {
    const s = await silentShop();
    const order = await s.paidOrder();
    const result = await s.refunds.refund(OWNER, order.id, { kind: "full" });
    if (!result.ok) throw new Error("expected the refund written down");
    const retried = await s.refunds.retry(OWNER, result.refund.id);
    expect(retried).toMatchObject({ ok: true, refund: { id: result.refund.id } });
    expect(await auditActions(s, order.id)).toEqual([
      `order.refund by ${OWNER.email}`,
      `refund.retry by ${OWNER.email}`,
    ]);
  });

  it("cancels a paid order: status cancelled, stock back, everything refunded", async () => {
    const s = await shop();
    const before = [await s.stock(1), await s.stock(2)];
    const order = await s.paidOrder({ paymentFee: 1_000 });
    expect([await s.stock(1), await s.stock(2)]).toEqual([before[0]! - 2, before[1]! - 1]);
    expect(await s.refunds.cancelPaid(OWNER, order.id, 99)).toEqual({
      ok: false,
      reason: "conflict",
    });
    const cancelled = await s.refunds.cancelPaid(OWNER, order.id, 2);
    expect(cancelled).toMatchObject({
      ok: true,
      refund: { amount: order.total, reason: "cancel", status: "succeeded" },
    });
    expect([await s.stock(1), await s.stock(2)]).toEqual(before);
    const view = await s.orders.find(order.id);
    expect(view?.status).toBe("cancelled");
    expect(view?.history.at(-1)?.status).toBe("cancelled");
    expect(s.mailer.outbox()[0]?.text).toContain(
      "Vi har avbrutit ordern och betalat tillbaka det du betalade.",
    );
    // A second cancel (a double click, another staff member) changes nothing.
    expect(await s.refunds.cancelPaid(OWNER, order.id, 3)).toEqual({
      ok: false,
      reason: "not_cancellable",
    });
    expect([await s.stock(1), await s.stock(2)]).toEqual(before);
    expect(await auditActions(s, order.id)).toEqual([
      `order.cancel by ${OWNER.email}`,
      `order.refund by ${OWNER.email}`,
      "refund.succeeded by payment provider (test)",
    ]);
  });

  it("does not cancel a shipped order here, nor an unpaid one", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    await s.db
      .updateTable("orders")
      .set({ status: "shipped" })
      .where("id", "=", order.id)
      .execute();
    expect(await s.refunds.cancelPaid(OWNER, order.id, 2)).toEqual({
      ok: false,
      reason: "not_cancellable",
    });
    const unpaid = await s.placedOrder();
    expect(await s.refunds.cancelPaid(OWNER, unpaid.id, 1)).toEqual({
      ok: false,
      reason: "not_paid",
    });
    expect(await s.db.selectFrom("refunds").selectAll().execute()).toEqual([]);
  });

  it("fails a refund the provider answers with a failure, and its units can be refunded again", async () => {
    const s = await shop({ refundOutcome: "failed" });
    const order = await s.paidOrder();
    const result = await s.refunds.refund(OWNER, order.id, { kind: "full" });
    expect(result).toMatchObject({ ok: true, refund: { status: "failed" } });
    expect(s.mailer.outbox().filter((m) => m.subject.startsWith("Återbetalning"))).toEqual([]);
    const overview = await s.refunds.ofOrder(order.id);
    expect(overview?.refundable.refunded).toBe(0);
  });

  describe("through Stripe", () => {
    const WEBHOOK_SECRET = "whsec_refund_tests";
    let refused = false;
    let api: LocalStripeApi;
    beforeAll(async () => {
      api = await startLocalStripeApi((request) =>
        refused
          ? {
              status: 400,
              body: { error: { type: "invalid_request_error", message: "Refund declined." } },
            }
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

    const stripeShop = () =>
      shop({
        provider: () =>
          createStripeProvider({
            secretKey: "sk_test_local",
            webhookSecret: WEBHOOK_SECRET,
            client: api.client,
          }),
      });

    it("settles a Stripe refund by its signed webhook to /payment/callback, once", async () => {
      refused = false;
      const s = await stripeShop();
      const order = await s.paidOrder();
      const result = await s.refunds.refund(OWNER, order.id, {
        kind: "lines",
        lines: [{ lineNo: 2, quantity: 1 }],
        fees: false,
      });
      expect(result).toMatchObject({
        ok: true,
        refund: { status: "pending", providerRef: "re_stripe" },
      });
      if (!result.ok) return;
      expect(api.received.at(-1)?.idempotencyKey).toBe(`refund-${result.refund.id}`);
      const webhook = (id: string, status: string) => {
        const { payload, headers } = api.signed(
          {
            id,
            object: "event",
            type: status === "failed" ? "refund.failed" : "refund.updated",
            data: {
              object: stripeRefund({
                id: "re_stripe",
                status,
                metadata: { refundId: result.refund.id },
              }),
            },
          },
          WEBHOOK_SECRET,
        );
        return fetch(s.callbackUrl, { method: "POST", headers, body: payload }).then(
          async (r) => ((await r.json()) as { result: string }).result,
        );
      };
      expect(await webhook("evt_pending", "pending")).toBe("ignored");
      expect(await webhook("evt_done", "succeeded")).toBe("succeeded");
      expect(await webhook("evt_done", "succeeded")).toBe("duplicate");
      expect(await webhook("evt_late_fail", "failed")).toBe("noted");
      expect(await s.refundStatus(result.refund.id)).toBe("succeeded");
      expect(s.mailer.outbox()[0]?.subject).toBe(`Återbetalning för order ${order.number}`);
    });

    it("fails a refund Stripe refuses at once, with Stripe's message, and gives its units back", async () => {
      refused = true;
      const s = await stripeShop();
      const order = await s.paidOrder();
      const result = await s.refunds.refund(OWNER, order.id, { kind: "full" });
      expect(result).toMatchObject({
        ok: false,
        reason: "provider",
        message: "Refund declined.",
        refund: { status: "failed" },
      });
      expect((await s.refunds.ofOrder(order.id))?.refundable.refunded).toBe(0);
      expect(await auditActions(s, order.id)).toEqual([
        `order.refund by ${OWNER.email}`,
        `refund.refused by ${OWNER.email}`,
      ]);
    });
  });
});
