// The complaint desk on SQLite and PostgreSQL: cases listed and filtered by status; a case
// inspected, decided and carried out, each step once (a second try, or a step out of turn,
// changes nothing); money back and a price reduction paid through the refunds over the test
// provider's signed callbacks; the shopper mailed at every step, the final answers naming ARN;
// every step audited.
import { describe, expect, it, vi } from "vitest";
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
import type { ShopMailer } from "../../mail/shop-mailer.ts";
import { createAuditLog, type AuditLog } from "../audit/audit-log.ts";
import {
  createComplaintDesk,
  type ComplaintDeskOptions,
  type StepResult,
} from "./complaint-desk.ts";

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const HOUR = 60 * 60 * 1000;
const STAFF = { email: "personal@kretsbutiken.test", userId: "user-staff" };

/** A mailer whose server is down: every mail is refused. */
const downMailer: ShopMailer = {
  send: () => Promise.reject(new Error("SMTP down")),
  outbox: () => [],
};

describe.each(dialects())("the complaint desk on $dialect", (variant) => {
  const shop = useRefundShops(variant);

  const deskOf = (s: RefundShop, options: Partial<ComplaintDeskOptions> = {}) =>
    createComplaintDesk(s.db, {
      audit: createAuditLog(s.db),
      refunds: s.refunds,
      mailer: s.mailer,
      company: COMPANY,
      clock: () => START,
      log: () => {},
      ...options,
    });

  async function filed(
    s: RefundShop,
    lines = [{ lineNo: 1, quantity: 1 }],
    remedy = "refund",
    { at = START, photos = [] as { bytes: Uint8Array; type: "image/jpeg" }[] } = {},
  ) {
    const order = await s.paidOrder();
    const clock = () => at;
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
        photos,
      },
      ORIGIN,
    );
    if (!result.ok) throw new Error("expected the complaint filed");
    const desk = deskOf(s, { clock });
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
      remedyDoneAt: START.toISOString(),
      events: [
        { kind: "received" },
        { kind: "approved" },
        { kind: "remedy_done", note: "Ny laddport monterad." },
      ],
    });
    expect(subjects(s).at(-1)).toBe(`Din reklamation ${repair.number} är åtgärdad`);
    expect(await repair.desk.remedyDone(OWNER, repair.number, "Igen.", ORIGIN)).toEqual({
      ok: false,
      reason: "not_now",
    });
    expect(await repair.desk.get("R-KB-0000-000000-1")).toBeUndefined();
    expect(await repair.desk.inspect(OWNER, "R-nothing", ORIGIN)).toEqual({
      ok: false,
      reason: "unknown_complaint",
    });
  });

  it("pages the list: open cases oldest first, then decided ones", async () => {
    const s = await shop();
    const oldest = await filed(s, undefined, "refund", { at: START });
    const middle = await filed(s, undefined, "refund", { at: new Date(START.getTime() + HOUR) });
    const newest = await filed(s, undefined, "refund", {
      at: new Date(START.getTime() + 2 * HOUR),
    });
    await oldest.desk.decide(OWNER, oldest.number, { decision: "refund", note: "" }, ORIGIN);
    const numbers = async (page: number) => {
      const listed = await newest.desk.list({ page, pageSize: 2 });
      return { total: listed.total, numbers: listed.items.map((item) => item.number) };
    };
    expect(await numbers(1)).toEqual({ total: 3, numbers: [middle.number, newest.number] });
    expect(await numbers(2)).toEqual({ total: 3, numbers: [oldest.number] });
    expect(await numbers(0)).toEqual(await numbers(1));
  });

  it("shows staff a case's photos by the case's number, and no other case's", async () => {
    const s = await shop();
    const { desk, number } = await filed(s, undefined, "repair", {
      photos: [{ bytes: JPEG, type: "image/jpeg" }],
    });
    const photoId = (await desk.get(number))!.photos[0]!.id;
    expect(await desk.photo(number, photoId)).toEqual({ bytes: JPEG, contentType: "image/jpeg" });
    const other = await filed(s, undefined, "repair");
    expect(await desk.photo(other.number, photoId)).toBeUndefined();
    expect(await desk.photo("R-nothing", photoId)).toBeUndefined();
  });

  it("audits each step with the case before and after, and lists a rejection with its reason", async () => {
    const s = await shop();
    const { desk, number, order } = await filed(s, undefined, "repair");
    await desk.inspect(OWNER, number, ORIGIN);
    await desk.decide(
      OWNER,
      number,
      { decision: "rejected", note: "Skadan kommer av ett fall." },
      ORIGIN,
    );
    await desk.close(OWNER, number, ORIGIN);
    const view = await desk.get(number);
    expect(view?.events.map(({ kind, note }) => ({ kind, note }))).toEqual([
      { kind: "received", note: undefined },
      { kind: "inspecting", note: undefined },
      { kind: "rejected", note: "Skadan kommer av ett fall." },
      { kind: "closed", note: undefined },
    ]);
    const { entries } = await createAuditLog(s.db).list({
      page: 1,
      pageSize: 10,
      subject: { type: "complaint", id: view!.id },
    });
    expect(
      entries
        .reverse()
        .map(({ action, before, after, actor }) => ({ action, before, after, actor })),
    ).toEqual([
      {
        action: "complaint.inspecting",
        actor: OWNER,
        before: { number, status: "received", decision: null },
        after: { number, orderNumber: order.number, status: "inspecting" },
      },
      {
        action: "complaint.rejected",
        actor: OWNER,
        before: { number, status: "inspecting", decision: null },
        after: {
          number,
          orderNumber: order.number,
          status: "decided",
          decision: "rejected",
          decision_note: "Skadan kommer av ett fall.",
        },
      },
      {
        action: "complaint.closed",
        actor: OWNER,
        before: { number, status: "decided", decision: "rejected" },
        after: { number, orderNumber: order.number, status: "closed" },
      },
    ]);
  });

  it("pays back the complained line's units, whatever was refunded of the order's other lines", async () => {
    const s = await shop();
    const { desk, number, order } = await filed(s, [{ lineNo: 2, quantity: 1 }]);
    const other = await s.refunds.refund(OWNER, order.id, {
      kind: "lines",
      lines: [{ lineNo: 1, quantity: 2 }],
      fees: false,
    });
    expect(other).toMatchObject({ ok: true, refund: { amount: 200_000 } });
    await desk.decide(OWNER, number, { decision: "refund", note: "" }, ORIGIN);
    const paid = await desk.refund(OWNER, number, {}, ORIGIN);
    expect(paid).toMatchObject({
      ok: true,
      refund: { amount: 50_000, parts: [{ lineNo: 2, quantity: 1, amount: 50_000 }] },
    });
    if (!paid.ok) throw new Error("expected the refund paid");
    const view = await desk.get(number);
    expect(view).toMatchObject({
      remedyDoneAt: START.toISOString(),
      refund: { id: paid.refund.id, amount: 50_000, status: "succeeded" },
    });
    const { entries } = await createAuditLog(s.db).list({
      page: 1,
      pageSize: 10,
      subject: { type: "complaint", id: view!.id },
    });
    expect(entries.map(({ action, after }) => ({ action, after }))).toEqual([
      {
        action: "complaint.refund",
        after: {
          number,
          orderNumber: order.number,
          remedy: "refund",
          refundId: paid.refund.id,
          amount: 50_000,
        },
      },
      expect.objectContaining({ action: "complaint.approved" }),
    ]);
  });

  it("refuses money back for an unknown case, units already refunded, an order without a payment, or a case changed meanwhile", async () => {
    const s = await shop();
    expect(await deskOf(s).refund(OWNER, "R-nothing", {}, ORIGIN)).toEqual({
      ok: false,
      reason: "unknown_complaint",
    });

    const refunded = await filed(s);
    await s.refunds.refund(OWNER, refunded.order.id, {
      kind: "lines",
      lines: [{ lineNo: 1, quantity: 2 }],
      fees: false,
    });
    await refunded.desk.decide(OWNER, refunded.number, { decision: "refund", note: "" }, ORIGIN);
    expect(await refunded.desk.refund(OWNER, refunded.number, {}, ORIGIN)).toEqual({
      ok: false,
      reason: "refused",
      refusals: [{ reason: "nothing" }],
    });

    // Paid, but with no payment on record to refund through.
    const unpaid = await filed(s);
    await s.db
      .updateTable("orders")
      .set({ payment_ref: null })
      .where("id", "=", unpaid.order.id)
      .execute();
    await unpaid.desk.decide(OWNER, unpaid.number, { decision: "refund", note: "" }, ORIGIN);
    expect(await unpaid.desk.refund(OWNER, unpaid.number, {}, ORIGIN)).toEqual({
      ok: false,
      reason: "not_paid",
    });

    // Another step changes the case while the refund is being written down.
    const raced = await filed(s);
    await raced.desk.decide(OWNER, raced.number, { decision: "refund", note: "" }, ORIGIN);
    const real = createAuditLog(s.db);
    const meanwhile: AuditLog = {
      ...real,
      async record(trx, actor, entry, at) {
        if (entry.action === "order.refund") {
          await trx
            .updateTable("complaints")
            .set((eb) => ({ version: eb("version", "+", 1) }))
            .where("number", "=", raced.number)
            .execute();
        }
        await real.record(trx, actor, entry, at);
      },
    };
    expect(await deskOf(s, { audit: meanwhile }).refund(OWNER, raced.number, {}, ORIGIN)).toEqual({
      ok: false,
      reason: "conflict",
    });

    for (const { desk, number } of [refunded, unpaid, raced]) {
      expect(await desk.get(number)).toMatchObject({ remedyDoneAt: undefined, refund: undefined });
      expect(subjects(s)).not.toContain(`Din reklamation ${number} är åtgärdad`);
    }
    // Only the refund of the first order's line was written down.
    expect(await s.db.selectFrom("refunds").select("order_id").execute()).toEqual([
      { order_id: refunded.order.id },
    ]);
  });

  it("takes the step when the shopper's mail cannot be sent, and logs the failure", async () => {
    const s = await shop();
    const { number, order } = await filed(s);
    const lines: string[] = [];
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const desk = deskOf(s, { mailer: downMailer, log: (line) => lines.push(line) });
    expect(await desk.inspect(OWNER, number, ORIGIN)).toEqual({ ok: true });
    const logged = [...consoleError.mock.calls];
    consoleError.mockRestore();
    expect(logged).toEqual([]);
    expect(lines).toEqual([
      `[complaints] could not send the complaint_inspecting mail for ${order.number}: Error: SMTP down`,
    ]);
    expect((await desk.get(number))?.events.at(-1)).toEqual({
      kind: "inspecting",
      note: undefined,
      at: START.toISOString(),
    });
  });

  it("runs on the real clock and logs to the console when given neither", async () => {
    const s = await shop();
    const { number, order } = await filed(s);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = Date.now();
    const desk = createComplaintDesk(s.db, {
      audit: createAuditLog(s.db),
      refunds: s.refunds,
      mailer: downMailer,
      company: COMPANY,
    });
    expect(await desk.inspect(OWNER, number, ORIGIN)).toEqual({ ok: true });
    const logged = [...consoleError.mock.calls];
    consoleError.mockRestore();
    expect(logged).toEqual([
      [
        `[complaints] could not send the complaint_inspecting mail for ${order.number}: Error: SMTP down`,
      ],
    ]);
    const at = new Date((await desk.get(number))?.events.at(-1)?.at ?? 0).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1);
    expect(at).toBeLessThanOrEqual(Date.now() + 1);
  });

  // Only PostgreSQL lets a second transaction read the case while the first holds it; on
  // SQLite the two run one after the other, and the second is refused as "not_now".
  it.skipIf(variant.dialect === "sqlite")(
    "of two staff taking the same step at once, the first to save wins and the other is told",
    async () => {
      const s = await shop();
      const { number } = await filed(s);
      let otherRead = () => {};
      const read = new Promise<void>((resolve) => (otherRead = resolve));
      // The second reads the case after the first has saved its step, before that commits.
      const second = deskOf(s, {
        clock: () => {
          otherRead();
          return START;
        },
      });
      let other: Promise<StepResult> | undefined;
      const real = createAuditLog(s.db);
      const first = deskOf(s, {
        audit: {
          ...real,
          async record(trx, actor, entry, at) {
            other ??= second.inspect(STAFF, number, ORIGIN);
            await read;
            await real.record(trx, actor, entry, at);
          },
        },
      });
      expect(await first.inspect(OWNER, number, ORIGIN)).toEqual({ ok: true });
      expect(await other).toEqual({ ok: false, reason: "conflict" });
      const view = await first.get(number);
      expect(view?.events.map((e) => e.kind)).toEqual(["received", "inspecting"]);
      expect(subjects(s).filter((subject) => subject.startsWith("Vi undersöker"))).toHaveLength(1);
      const { entries } = await real.list({
        page: 1,
        pageSize: 10,
        subject: { type: "complaint", id: view!.id },
      });
      expect(entries.map((entry) => entry.actor)).toEqual([OWNER]);
    },
  );
});
