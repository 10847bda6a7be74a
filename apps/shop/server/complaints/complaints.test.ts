// Filing complaints on SQLite and PostgreSQL: a case for some units of a paid order's lines,
// with its photos, found again by its link (and by nothing else), listed for its shopper, and
// its receipt mailed with the link; refused for an unpaid order, and more than three years
// after delivery (or after the order, when no delivery is recorded).
import { describe, expect, it } from "vitest";
import {
  COMPANY,
  ORIGIN,
  START,
  useRefundShops,
  type RefundShop,
} from "../../test-support/refund-shop.ts";
import { dialects } from "../../test-support/test-database.ts";
import { advanceOrder } from "../orders/advance-status.ts";
import { createComplaints } from "./complaints.ts";

const DAY = 24 * 60 * 60 * 1000;
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

const input = {
  lines: [{ lineNo: 1, quantity: 1 }],
  description: "Skärmen flimrar och slocknar efter en stund.",
  noticedOn: "2026-12-01",
  remedy: "repair" as const,
};

describe.each(dialects())("filing complaints on $dialect", (variant) => {
  const shop = useRefundShops(variant);

  function complaintsAt(s: RefundShop, at: () => Date) {
    return createComplaints(s.db, { mailer: s.mailer, company: COMPANY, clock: at, log: () => {} });
  }

  it("stores the case with its lines and photos, opens it by its link only, and mails the receipt", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    const complaints = complaintsAt(s, () => new Date(START.getTime() + 10 * DAY));
    const filed = await complaints.file(
      {
        orderId: order.id,
        userId: "user-anna",
        language: "se",
        input,
        photos: [{ bytes: JPEG, type: "image/jpeg" }],
      },
      ORIGIN,
    );
    if (!filed.ok) throw new Error("expected the complaint filed");
    expect(filed.number).toBe(`R-${order.number}-1`);
    const view = await complaints.byToken(filed.token);
    expect(view).toMatchObject({
      number: filed.number,
      orderNumber: order.number,
      status: "received",
      remedy: "repair",
      decision: undefined,
      lines: [{ lineNo: 1, name: "Testmobil", variant: "Svart", quantity: 1, bought: 2 }],
      events: [{ kind: "received" }],
    });
    expect(view?.photos).toHaveLength(1);
    const photoId = view!.photos[0]!.id;
    expect(await complaints.photo(filed.token, photoId)).toEqual({
      bytes: JPEG,
      contentType: "image/jpeg",
    });
    // Another case's link, or a made-up one, opens neither the case nor its photo.
    const other = await complaints.file(
      { orderId: order.id, userId: undefined, language: "se", input, photos: [] },
      ORIGIN,
    );
    if (!other.ok) throw new Error("expected the second complaint filed");
    expect(other.number).toBe(`R-${order.number}-2`);
    expect(await complaints.photo(other.token, photoId)).toBeUndefined();
    expect(await complaints.byToken("x".repeat(32))).toBeUndefined();
    expect(await complaints.byToken(order.id)).toBeUndefined();

    expect((await complaints.ofUser("user-anna")).map((c) => c.number)).toEqual([filed.number]);
    const mail = s.mailer.outbox().find((m) => m.subject.includes(filed.number));
    expect(mail?.subject).toBe(`Vi har tagit emot din reklamation ${filed.number}`);
    expect(mail?.text).toContain("1 × Testmobil (Svart)");
    expect(mail?.text).toContain(`${ORIGIN}/page/reklamation/arende?case=${filed.token}`);
  });

  it("refuses an unpaid order and lines or units the order does not have", async () => {
    const s = await shop();
    const unpaid = await s.placedOrder();
    const complaints = complaintsAt(s, () => START);
    expect(
      await complaints.file(
        { orderId: unpaid.id, userId: undefined, language: "se", input, photos: [] },
        ORIGIN,
      ),
    ).toEqual({ ok: false, reason: "not_complainable" });
    const paid = await s.paidOrder();
    for (const lines of [[{ lineNo: 9, quantity: 1 }], [{ lineNo: 2, quantity: 2 }]]) {
      expect(
        await complaints.file(
          {
            orderId: paid.id,
            userId: undefined,
            language: "se",
            input: { ...input, lines },
            photos: [],
          },
          ORIGIN,
        ),
      ).toEqual({ ok: false, reason: "no_lines" });
    }
  });

  it("takes a complaint up to three years after delivery, and refuses it a moment later", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    const delivered = new Date(START.getTime() + 5 * DAY);
    for (const step of ["packed", "shipped", "delivered"] as const) {
      await advanceOrder(s.db, order.number, step, delivered);
    }
    let now = new Date("2029-11-30T10:00:00.000Z");
    const complaints = complaintsAt(s, () => now);
    const file = () =>
      complaints.file(
        { orderId: order.id, userId: undefined, language: "se", input, photos: [] },
        ORIGIN,
      );
    expect(await file()).toMatchObject({ ok: true });
    now = new Date(delivered.getTime() + 3 * 365 * DAY + 2 * DAY);
    expect(await file()).toEqual({
      ok: false,
      reason: "too_late",
      deadline: "2029-11-30T10:00:00.000Z",
    });
  });

  it("counts from the order's date when no delivery is recorded", async () => {
    const s = await shop();
    const order = await s.paidOrder();
    const complaints = complaintsAt(s, () => new Date("2029-11-25T10:00:00.001Z"));
    expect(
      await complaints.file(
        { orderId: order.id, userId: undefined, language: "se", input, photos: [] },
        ORIGIN,
      ),
    ).toEqual({ ok: false, reason: "too_late", deadline: "2029-11-25T10:00:00.000Z" });
  });
});
