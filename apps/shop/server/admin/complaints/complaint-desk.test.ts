// The complaint desk on SQLite and PostgreSQL: cases listed and filtered by status; a case
// inspected, decided and carried out, each step once (a second try, or a step out of turn,
// changes nothing); money back and a price reduction paid through the refunds over the test
// provider's signed callbacks; the shopper mailed at every step, the final answers naming ARN;
// every step audited.
import { describe, expect, it } from "vitest";
import {
  COMPANY,
  ORIGIN,
  OWNER,
  START,
  useRefundShops,
  type RefundShop,
} from "../../../test-support/refund-shop.ts";
import { dialects } from "../../../test-support/test-database.ts";
import { createComplaints } from "../../complaints/complaints.ts";
import { createAuditLog } from "../audit/audit-log.ts";
import { createComplaintDesk } from "./complaint-desk.ts";

describe.each(dialects())("the complaint desk on $dialect", (variant) => {
  const shop = useRefundShops(variant);

  async function filed(s: RefundShop, lines = [{ lineNo: 1, quantity: 1 }], remedy = "refund") {
    const order = await s.paidOrder();
    const clock = () => START;
    const complaints = createComplaints(s.db, { mailer: s.mailer, company: COMPANY, clock });
    const result = await complaints.file(
      {
        orderId: order.id,
        userId: undefined,
        language: "se",
        input: {
          lines,
          description: "Laddar inte längre, porten glappar.",
          noticedOn: "2026-11-25",
          remedy: remedy as "refund",
        },
        photos: [],
      },
      ORIGIN,
    );
    if (!result.ok) throw new Error("expected the complaint filed");
    const desk = createComplaintDesk(s.db, {
      audit: createAuditLog(s.db),
      refunds: s.refunds,
      mailer: s.mailer,
      company: COMPANY,
      clock,
      log: () => {},
    });
    return { order, number: result.number, desk, complaints, token: result.token };
  }

  const subjects = (s: RefundShop) =>
    s.mailer
      .outbox()
      .map((mail) => mail.subject)
      .reverse();

  it("lists cases, open ones first, and filters them by status", async () => {
    const s = await shop();
    const { desk, number } = await filed(s);
    expect(await desk.list({ page: 1, pageSize: 10 })).toMatchObject({
      total: 1,
      items: [{ number, customer: "Anna Svensson", status: "received", remedy: "refund" }],
    });
    expect((await desk.list({ status: "decided", page: 1, pageSize: 10 })).total).toBe(0);
    expect(await desk.counts()).toEqual({ received: 1, inspecting: 0, decided: 0, closed: 0 });
  });

  it("inspects, approves money back, refunds the complained units once, closes; mails each step", async () => {
    const s = await shop();
    const { desk, number, order, complaints, token } = await filed(s);
    expect(await desk.close(OWNER, number, ORIGIN)).toEqual({ ok: false, reason: "not_now" });
    expect(await desk.inspect(OWNER, number, ORIGIN)).toEqual({ ok: true });
    expect(await desk.inspect(OWNER, number, ORIGIN)).toEqual({ ok: false, reason: "not_now" });
    expect(
      await desk.decide(OWNER, number, { decision: "refund", note: "Porten är trasig." }, ORIGIN),
    ).toEqual({ ok: true });
    expect(await desk.remedyDone(OWNER, number, "", ORIGIN)).toEqual({
      ok: false,
      reason: "not_now",
    });
    const refunded = await desk.refund(OWNER, number, {}, ORIGIN);
    expect(refunded).toMatchObject({
      ok: true,
      refund: { amount: 100_000, reason: "complaint", status: "succeeded" },
    });
    expect(await desk.refund(OWNER, number, {}, ORIGIN)).toEqual({ ok: false, reason: "not_now" });
    expect(await desk.close(OWNER, number, ORIGIN)).toEqual({ ok: true });

    const view = await complaints.byToken(token);
    expect(view).toMatchObject({
      status: "closed",
      decision: "refund",
      decisionNote: "Porten är trasig.",
      refund: { amount: 100_000, status: "succeeded" },
    });
    expect(view?.events.map((e) => e.kind)).toEqual([
      "received",
      "inspecting",
      "approved",
      "remedy_done",
      "closed",
    ]);
    expect(subjects(s)).toEqual([
      `Orderbekräftelse ${order.number} från Kretsbutiken`,
      `Vi har tagit emot din reklamation ${number}`,
      `Vi undersöker din reklamation ${number}`,
      `Beslut om din reklamation ${number}: godkänd`,
      `Återbetalning för order ${order.number}`,
      `Din reklamation ${number} är åtgärdad`,
      `Din reklamation ${number} är avslutad`,
    ]);
    const final = s.mailer.outbox().find((m) => m.subject.endsWith("är åtgärdad"));
    expect(final?.text).toContain("Allmänna reklamationsnämnden (ARN), Box 174, 101 23 Stockholm");
    expect(final?.text).toContain("www.arn.se");
    expect(final?.text).toContain("följer ARN:s rekommendationer");
    const approved = s.mailer.outbox().find((m) => m.subject.endsWith("godkänd"));
    expect(approved?.text).not.toContain("ARN");
    const actions = await s.db
      .selectFrom("audit_log")
      .select("action")
      .where("subject_type", "=", "complaint")
      .orderBy("at")
      .orderBy("id")
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual(
      ["complaint.approved", "complaint.closed", "complaint.inspecting", "complaint.refund"].sort(),
    );
  });

  it("pays a price reduction of the amount staff set, never more than the lines are worth", async () => {
    const s = await shop();
    const { desk, number } = await filed(s, [{ lineNo: 2, quantity: 1 }], "price_reduction");
    await desk.decide(OWNER, number, { decision: "price_reduction", note: "" }, ORIGIN);
    expect(await desk.refund(OWNER, number, { amount: 50_001 }, ORIGIN)).toEqual({
      ok: false,
      reason: "above_value",
      left: 50_000,
    });
    expect(await desk.refund(OWNER, number, {}, ORIGIN)).toMatchObject({
      ok: false,
      reason: "bad_amount",
    });
    expect(await desk.refund(OWNER, number, { amount: 10_000 }, ORIGIN)).toMatchObject({
      ok: true,
      refund: {
        amount: 10_000,
        moms: 2_000,
        parts: [{ lineNo: 2, quantity: 0, amount: 10_000 }],
        status: "succeeded",
      },
    });
    const mail = s.mailer.outbox().find((m) => m.subject.startsWith("Återbetalning"));
    expect(mail?.text).toContain("Prisavdrag, Laddare: 100,00\u00a0kr");
  });

  it("rejects with a reason that reaches the shopper with ARN, then closes; a repair is noted done", async () => {
    const s = await shop();
    const { desk, number, complaints, token } = await filed(s, undefined, "repair");
    expect(
      await desk.decide(
        OWNER,
        number,
        { decision: "rejected", note: "Skadan kommer av ett fall." },
        ORIGIN,
      ),
    ).toEqual({ ok: true });
    expect(await desk.refund(OWNER, number, {}, ORIGIN)).toEqual({
      ok: false,
      reason: "not_money",
    });
    expect(await desk.close(OWNER, number, ORIGIN)).toEqual({ ok: true });
    const rejection = s.mailer
      .outbox()
      .find((m) => m.subject === `Beslut om din reklamation ${number}`);
    expect(rejection?.text).toContain("Skadan kommer av ett fall.");
    expect(rejection?.text).toContain("www.arn.se");
    expect((await complaints.byToken(token))?.status).toBe("closed");

    const repair = await filed(s, undefined, "repair");
    await repair.desk.decide(OWNER, repair.number, { decision: "repair", note: "" }, ORIGIN);
    expect(
      await repair.desk.remedyDone(OWNER, repair.number, "Ny laddport monterad.", ORIGIN),
    ).toEqual({
      ok: true,
    });
    expect(await repair.desk.get(repair.number)).toMatchObject({
      decision: "repair",
      status: "decided",
      events: [
        { kind: "received" },
        { kind: "approved" },
        { kind: "remedy_done", note: "Ny laddport monterad." },
      ],
    });
    expect(await repair.desk.get("R-KB-0000-000000-1")).toBeUndefined();
    expect(await repair.desk.inspect(OWNER, "R-nothing", ORIGIN)).toEqual({
      ok: false,
      reason: "unknown_complaint",
    });
  });
});
