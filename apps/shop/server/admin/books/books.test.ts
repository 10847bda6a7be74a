// The books against real orders, payments, withdrawals and refunds on SQLite and PostgreSQL:
// the overview's figures with Stockholm's day and month boundaries (an order paid at 00:30 on
// 1 November in Stockholm is still October in UTC), the lists of what is waiting, and the SIE
// and CSV files read back by the tests' own readers (test-support/sie-reader.ts) and summed
// against the database.
import { randomUUID } from "node:crypto";
import type { Kysely } from "@kretsbutiken/database";
import { describe, expect, it } from "vitest";
import { momsOf } from "../../../domain/moms.ts";
import { orderFixture } from "../../../test-support/order-fixture.ts";
import { seedFixture } from "../../../test-support/seed-fixtures.ts";
import { accountSums, oreOfCsv, readCsv, readSie } from "../../../test-support/sie-reader.ts";
import { dialects, useShopTestDatabases } from "../../../test-support/test-database.ts";
import { seedCatalogue } from "../../catalogue/seed-catalogue.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import { applyPayment } from "../../orders/apply-payment.ts";
import { createOrderStore, type NewOrderLine } from "../../orders/order-store.ts";
import { withdraw } from "../../orders/withdraw.ts";
import { createAuditLog, type AuditLog } from "../audit/audit-log.ts";
import { createBooks } from "./books.ts";
import { stockholmDate } from "../../../domain/books/stockholm-days.ts";
import type { RefundPart } from "./book-entries.ts";

// 23:30 on Monday 30 November 2026 in Stockholm (CET, UTC+1).
const NOW = new Date("2026-11-30T22:30:00.000Z");
const NOVEMBER = { first: "2026-11-01", last: "2026-11-30" };
const ACCOUNTS: [number, string][] = [
  [1580, "Fordringar för kontokort och kortinlösen"],
  [2611, "Utgående moms på försäljning inom Sverige, 25 %"],
  [2621, "Utgående moms på försäljning inom Sverige, 12 %"],
  [3001, "Försäljning inom Sverige, 25 % moms"],
  [3002, "Försäljning inom Sverige, 12 % moms"],
  [3520, "Fakturerade frakter"],
  [3540, "Faktureringsavgifter"],
];
const COMPANY = { name: "Kretsbutiken Åkersö AB", orgNr: "559000-0000" };

const line = (unitPrice: number, quantity = 1, momsRate = 25): NewOrderLine => ({
  productId: 1,
  name: "Testmobil",
  quantity,
  unitPrice,
  momsRate,
});

describe.each(dialects())("the books on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function shop() {
    const database = await databases.open();
    const db = database.db;
    await seedCatalogue(
      db,
      [
        seedFixture({ id: 1, inStock: 100 }),
        seedFixture({ id: 2, inStock: 3 }),
        seedFixture({ id: 3, inStock: 0, available: false }),
        seedFixture({ id: 4, inStock: 4 }),
        seedFixture({ id: 5, inStock: 6 }),
        seedFixture({ id: 6, inStock: 1 }),
      ],
      new Date("2026-01-01T00:00:00Z"),
    );
    // Product 6 is hidden from the shop: not for sale, so not "low on stock".
    await db.updateTable("products").set({ published: 0 }).where("id", "=", 6).execute();

    /** Places an order at `placedAt`; pays it at `paidAt` unless that is undefined. */
    async function order(
      lines: NewOrderLine[],
      placedAt: string,
      paidAt: string | undefined,
      fees: { deliveryFee?: number; paymentFee?: number; reference?: string } = {},
    ) {
      const at = new Date(placedAt);
      const placed = await createOrderStore(db, { now: () => at }).place(
        orderFixture({
          lines,
          deliveryFee: fees.deliveryFee ?? 0,
          paymentFee: fees.paymentFee ?? 0,
          reservedUntil: new Date(at.getTime() + 45 * 60_000),
        }),
      );
      if (!placed.ok) throw new Error("expected an order");
      if (paidAt !== undefined) {
        const result = await applyPayment(
          db,
          {
            eventId: randomUUID(),
            orderId: placed.order.id,
            outcome: "paid",
            amount: placed.order.total,
            reference: fees.reference ?? `pi_${placed.order.number}`,
          },
          new Date(paidAt),
        );
        expect(result).toBe("paid");
      }
      return placed.order;
    }

    async function refund(
      orderId: string,
      parts: RefundPart[],
      status: "pending" | "succeeded" | "failed",
      completedAt: string | null,
      withdrawalId: string | null = null,
    ) {
      await db
        .insertInto("refunds")
        .values({
          id: randomUUID(),
          order_id: orderId,
          amount: parts.reduce((sum, part) => sum + part.amount, 0),
          moms: parts.reduce((sum, part) => sum + part.moms, 0),
          parts: JSON.stringify(parts),
          reason: withdrawalId ? "withdrawal" : "lines",
          status,
          provider_ref: null,
          withdrawal_id: withdrawalId,
          requested_by: "agare@kretsbutiken.test",
          requested_at: completedAt ?? NOW.toISOString(),
          completed_at: completedAt,
        })
        .execute();
    }

    // A: 00:30 on 1 November in Stockholm, still 31 October in UTC: November's.
    const a = await order(
      [line(100_000), { ...line(20_000), productId: 4 }],
      "2026-10-31T23:20:00.000Z",
      "2026-10-31T23:30:00.000Z",
    );
    // D: 23:30 on 31 October in Stockholm: October's.
    const d = await order([line(30_000)], "2026-10-31T22:20:00.000Z", "2026-10-31T22:30:00.000Z");
    // F: goods at 25 % and 12 %, a delivery fee and a payment fee; a reference like a formula.
    const f = await order(
      [line(40_000), line(11_200, 2, 12)],
      "2026-11-15T09:50:00.000Z",
      "2026-11-15T10:00:00.000Z",
      { deliveryFee: 4_900, paymentFee: 2_900, reference: '=HYPERLINK("x")' },
    );
    // B: 00:30 on 30 November in Stockholm (29 November in UTC): today's.
    const b = await order(
      [line(50_000, 2)],
      "2026-11-29T23:20:00.000Z",
      "2026-11-29T23:30:00.000Z",
      {
        deliveryFee: 3_900,
      },
    );
    // C: 23:10 on 30 November: today's; withdrawn whole and refunded.
    const c = await order([line(10_000)], "2026-11-30T22:00:00.000Z", "2026-11-30T22:10:00.000Z");
    // E: never paid.
    const e = await order([line(5_000)], "2026-11-30T20:00:00.000Z", undefined);

    // Withdrawals: A's first line on 20 November (deadline 4 December), F's 12 % line on
    // 10 November (deadline 24 November: overdue), C whole (refunded, so not waiting).
    const withdrawn = async (orderId: string, lineNos: number[], at: string) => {
      const result = await withdraw(db, { orderId, lineNos }, new Date(at));
      if (!result.ok) throw new Error("expected a withdrawal");
      const row = await db
        .selectFrom("withdrawals")
        .select("id")
        .where("order_id", "=", orderId)
        .where("received_at", "=", result.receivedAt)
        .executeTakeFirstOrThrow();
      return row.id;
    };
    await withdrawn(a.id, [1], "2026-11-20T10:00:00.000Z");
    await withdrawn(f.id, [2], "2026-11-10T10:00:00.000Z");
    const wc = await withdrawn(c.id, [1], "2026-11-30T22:15:00.000Z");

    // Refunds: B's first unit and its delivery today; C's withdrawal late today; one pending and
    // one failed (not in the books); D's in October; one on the unpaid order (never a sale).
    await refund(
      b.id,
      [
        { lineNo: 1, quantity: 1, amount: 50_000, moms: 10_000, momsRate: 25 },
        { lineNo: null, quantity: 1, amount: 3_900, moms: 780, momsRate: 25 },
      ],
      "succeeded",
      "2026-11-30T10:00:00.000Z",
    );
    await refund(
      c.id,
      [{ lineNo: 1, quantity: 1, amount: 10_000, moms: 2_000, momsRate: 25 }],
      "succeeded",
      "2026-11-30T22:20:00.000Z",
      wc,
    );
    const fTwelve = { lineNo: 2, quantity: 2, amount: 22_400, moms: 2_400, momsRate: 12 };
    await refund(f.id, [fTwelve], "pending", null);
    await refund(f.id, [fTwelve], "failed", "2026-11-20T10:00:00.000Z");
    await refund(
      d.id,
      [{ lineNo: 1, quantity: 1, amount: 30_000, moms: 6_000, momsRate: 25 }],
      "succeeded",
      "2026-10-31T22:50:00.000Z",
    );
    await refund(
      e.id,
      [{ lineNo: 1, quantity: 1, amount: 5_000, moms: 1_000, momsRate: 25 }],
      "succeeded",
      "2026-11-30T21:00:00.000Z",
    );

    const books = createBooks(db, { audit: createAuditLog(db), clock: { now: () => NOW } });
    return { db, books, orders: { a, b, c, d, e, f } };
  }

  it("counts today and this month in Stockholm time, and draws the 30 days up to today", async () => {
    const { books } = await shop();
    const view = await books.overview();
    expect(view.today).toBe("2026-11-30");
    expect(view.monthStart).toBe("2026-11-01");
    // B and C; the refunds of B (53 900 öre) and C (10 000 öre).
    expect(view.todayFigures).toEqual({
      orders: 2,
      sales: { gross: 103_900 + 10_000, moms: 20_000 + momsOf(3_900) + 2_000 },
      refunds: { gross: 63_900, moms: 12_780 },
    });
    // A (paid 31 October UTC but 1 November in Stockholm), F, B and C; not D nor E.
    expect(view.monthFigures.orders).toBe(4);
    expect(view.monthFigures.sales).toEqual({
      gross: 120_000 + 70_200 + 103_900 + 10_000,
      moms: 24_000 + 11_960 + 20_780 + 2_000,
    });
    expect(view.monthFigures.refunds).toEqual({ gross: 63_900, moms: 12_780 });

    expect(view.days).toHaveLength(30);
    expect(view.days[0]).toEqual({ date: "2026-11-01", orders: 1, sales: 120_000 });
    expect(view.days.at(-1)).toEqual({ date: "2026-11-30", orders: 2, sales: 113_900 });
    expect(view.days.find((day) => day.date === "2026-11-15")).toEqual({
      date: "2026-11-15",
      orders: 1,
      sales: 70_200,
    });
    expect(view.days.reduce((sum, day) => sum + day.sales, 0)).toBe(304_100);
  });

  it("draws the chart from before the month began, and counts the month from its first day", async () => {
    const { db } = await shop();
    const midMonth = new Date("2026-11-15T12:00:00.000Z");
    const books = createBooks(db, { audit: createAuditLog(db), clock: { now: () => midMonth } });
    const view = await books.overview();
    expect(view.days[0]?.date).toBe("2026-10-17");
    // D, paid at 23:30 on 31 October in Stockholm: on the chart, not in November's figures.
    expect(view.days.find((day) => day.date === "2026-10-31")).toEqual({
      date: "2026-10-31",
      orders: 1,
      sales: 30_000,
    });
    expect(view.monthFigures).toEqual({
      orders: 2,
      sales: { gross: 120_000 + 70_200, moms: 24_000 + 11_960 },
      refunds: { gross: 0, moms: 0 },
    });
    expect(view.todayFigures.orders).toBe(1);
  });

  it("calls a withdrawal overdue only once its refund deadline has passed", async () => {
    const { db } = await shop();
    const at = (iso: string) =>
      createBooks(db, { audit: createAuditLog(db), clock: { now: () => new Date(iso) } });
    // F's notice came at 10:00 on 10 November: 14 days to refund it.
    const onTheDeadline = await at("2026-11-24T10:00:00.000Z").overview();
    const justAfter = await at("2026-11-24T10:00:00.001Z").overview();
    expect(onTheDeadline.withdrawals.rows[0]).toMatchObject({ overdue: false });
    expect(justAfter.withdrawals.rows[0]).toMatchObject({ overdue: true });
  });

  it("knows today's Swedish date by the wall clock when given no clock", async () => {
    const { db } = await shop();
    const before = new Date();
    const today = createBooks(db, { audit: createAuditLog(db) }).today();
    expect([stockholmDate(before), stockholmDate(new Date())]).toContain(today);
  });

  it("lists paid orders to pack, open withdrawals by deadline, and products low on stock", async () => {
    const { books, orders } = await shop();
    const view = await books.overview();
    // C is withdrawn, E unpaid, D paid in October but still waiting to be packed.
    expect(view.toPack.rows.map((row) => row.number)).toEqual([
      orders.d.number,
      orders.a.number,
      orders.f.number,
      orders.b.number,
    ]);
    expect(view.toPack.count).toBe(4);
    expect(view.toPack.rows[1]).toEqual({
      number: orders.a.number,
      paidAt: "2026-10-31T23:30:00.000Z",
      total: 120_000,
    });

    expect(view.withdrawals.count).toBe(2);
    expect(view.withdrawals.rows).toMatchObject([
      {
        orderNumber: orders.f.number,
        deadline: "2026-11-24T10:00:00.000Z",
        overdue: true,
        wholeOrder: false,
      },
      {
        orderNumber: orders.a.number,
        deadline: "2026-12-04T10:00:00.000Z",
        overdue: false,
        wholeOrder: false,
      },
    ]);

    // Product 2 (3 left) and 4 (5, less A's one); not 3 (not sold), 5 (6), 6 (hidden) nor 1.
    expect(view.lowStock.rows).toEqual([
      { id: 2, sku: "KB-TEST-2", name: { se: "Testmobil 2", en: "Test phone 2" }, inStock: 3 },
      { id: 4, sku: "KB-TEST-4", name: { se: "Testmobil 4", en: "Test phone 4" }, inStock: 3 },
    ]);
    expect(view.lowStock.count).toBe(2);
  });

  it("writes an SIE 4 file whose vouchers balance and whose sums are the database's", async () => {
    const { db, books } = await shop();
    const bytes = await books.sie(NOVEMBER, COMPANY, "agare@kretsbutiken.test");
    // CP437: "Å" is 0x8F and "ö" 0x94 in the company name.
    const name = [...bytes.slice(0, 400)];
    expect(name).toContain(0x8f);
    expect(name).toContain(0x94);
    const sie = readSie(bytes);

    expect(sie.labels.get("FLAGGA")).toEqual([["0"]]);
    expect(sie.labels.get("FORMAT")).toEqual([["PC8"]]);
    expect(sie.labels.get("SIETYP")).toEqual([["4"]]);
    expect(sie.labels.get("PROGRAM")?.[0]?.[0]).toBe("Kretsbutiken");
    expect(sie.labels.get("GEN")).toEqual([["20261130", "agare@kretsbutiken.test"]]);
    expect(sie.labels.get("FNAMN")).toEqual([["Kretsbutiken Åkersö AB"]]);
    expect(sie.labels.get("ORGNR")).toEqual([["559000-0000"]]);
    expect(sie.labels.get("RAR")).toEqual([["0", "20260101", "20261231"]]);
    expect(sie.labels.get("KPTYP")).toEqual([["BAS2014"]]);
    const accounts = new Map(
      (sie.labels.get("KONTO") ?? []).map(([account, name]) => [Number(account), String(name)]),
    );
    expect(accounts.get(3001)).toBe("Försäljning inom Sverige, 25 % moms");
    expect(accounts.get(2621)).toBe("Utgående moms på försäljning inom Sverige, 12 %");

    // One voucher per day of sales and per day of refunds, each balancing to the öre.
    expect(sie.vouchers.map((v) => [v.series, v.number, v.date])).toEqual([
      ["W", "1", "20261101"],
      ["W", "2", "20261115"],
      ["W", "3", "20261130"],
      ["W", "4", "20261130"],
    ]);
    expect(sie.vouchers[3]?.text).toBe("Webbutikens återbetalningar 2026-11-30 (2 st)");
    for (const voucher of sie.vouchers) {
      expect(
        voucher.transactions.reduce((sum, t) => sum + t.amount, 0),
        voucher.text,
      ).toBe(0);
      expect(voucher.transactions.every((t) => t.objects.length === 0)).toBe(true);
    }
    // Every account in a #TRANS has its #KONTO.
    for (const t of sie.vouchers.flatMap((v) => v.transactions)) {
      expect(accounts.has(t.account)).toBe(true);
    }

    // The database's own sums: sales (paid in November, Stockholm time) less succeeded refunds.
    const expected = await expectedSums(db, "2026-10-31T23:00:00.000Z", "2026-11-30T23:00:00.000Z");
    const sums = accountSums(sie);
    expect(sums.get(1580)).toBe(expected.received);
    expect(sums.get(3001)).toBe(-expected.net.get(25)!);
    expect(sums.get(3002)).toBe(-expected.net.get(12)!);
    expect(sums.get(2611)).toBe(-(expected.moms.get(25)! + expected.feesMoms));
    expect(sums.get(2621)).toBe(-expected.moms.get(12)!);
    expect((sums.get(3520) ?? 0) + (sums.get(3540) ?? 0)).toBe(-expected.feesNet);

    // And by hand, for this month's orders: A, F, B, C less B's and C's refunds.
    expect(sums.get(1580)).toBe(304_100 - 63_900);
    expect(sums.get(3001)).toBe(-(96_000 + 32_000 + 80_000 + 8_000) + (40_000 + 8_000));
    expect(sums.get(3002)).toBe(-20_000);
    expect(sums.get(3520)).toBe(-(3_120 + 3_920) + 3_120);
    expect(sums.get(3540)).toBe(-2_320);
    expect(sums.get(2611)).toBe(-(54_000 + 780 + 1_560) + 12_780);
  });

  it("writes a CSV for Swedish Excel: BOM, semicolons, decimal comma, a row per sale and refund", async () => {
    const { books, orders } = await shop();
    const text = await books.csv(NOVEMBER, "se");
    expect(text.startsWith("\ufeff")).toBe(true);
    const [header, ...rows] = readCsv(text);
    expect(header?.slice(0, 7)).toEqual([
      "Typ",
      "Datum",
      "Ordernummer",
      "Återbetalning (id)",
      "Orsak",
      "Betalsätt",
      "Betalningsreferens",
    ]);
    const column = (name: string) => header!.indexOf(name);
    expect(rows.map((row) => [row[0], row[1], row[2]])).toEqual([
      ["Försäljning", "2026-11-01", orders.a.number],
      ["Försäljning", "2026-11-15", orders.f.number],
      ["Försäljning", "2026-11-30", orders.b.number],
      ["Återbetalning", "2026-11-30", orders.b.number],
      ["Försäljning", "2026-11-30", orders.c.number],
      ["Återbetalning", "2026-11-30", orders.c.number],
    ]);
    const f = rows[1]!;
    expect(f[column("Varor 25 % inkl. moms")]).toBe("400,00");
    expect(f[column("Varor 12 % exkl. moms")]).toBe("200,00");
    expect(f[column("Moms 12 %")]).toBe("24,00");
    expect(f[column("Frakt inkl. moms")]).toBe("49,00");
    expect(f[column("Betalningsavgift inkl. moms")]).toBe("29,00");
    expect(f[column("Totalt inkl. moms")]).toBe("702,00");
    // A reference that looks like a formula stays text.
    expect(f[column("Betalningsreferens")]).toBe('\'=HYPERLINK("x")');
    const refundB = rows[3]!;
    expect(refundB[column("Totalt inkl. moms")]).toBe("-539,00");
    expect(refundB[column("Moms totalt")]).toBe("-107,80");
    expect(refundB[column("Frakt inkl. moms")]).toBe("-39,00");
    // The rows add up to what the SIE file books as received.
    const total = rows.reduce((sum, row) => sum + oreOfCsv(row[column("Totalt inkl. moms")]!), 0);
    expect(total).toBe(304_100 - 63_900);
    for (const row of rows) {
      const incl = oreOfCsv(row[column("Totalt inkl. moms")]!);
      const excl = oreOfCsv(row[column("Totalt exkl. moms")]!);
      expect(incl - excl).toBe(oreOfCsv(row[column("Moms totalt")]!));
    }

    const english = readCsv(await books.csv(NOVEMBER, "en"));
    expect(english[0]?.[0]).toBe("Type");
    expect(english[1]?.[0]).toBe("Sale");
  });

  it("sums a period for the bookkeeping page as the SIE file books it", async () => {
    const { books, orders } = await shop();
    const summary = await books.summary(NOVEMBER);
    expect(summary.sales).toEqual({ count: 4, amount: { gross: 304_100, moms: 58_740 } });
    expect(summary.refunds).toEqual({ count: 2, amount: { gross: 63_900, moms: 12_780 } });
    expect(summary.vouchers).toBe(4);
    expect(summary.accounts.reduce((sum, a) => sum + a.amount, 0)).toBe(0);
    expect(summary.accounts.find((a) => a.account === 1580)?.amount).toBe(240_200);
    // October: D and its refund, which balance out.
    const october = await books.summary({ first: "2026-10-01", last: "2026-10-31" });
    expect(october.sales.count).toBe(1);
    expect(october.refunds.count).toBe(1);
    expect(october.accounts).toEqual([]);
    // Accounts by number, each with its BAS name.
    expect(summary.accounts.map(({ account, name }) => [account, name])).toEqual(ACCOUNTS);
    // Entries in time order, sales and refunds mixed.
    expect((await books.entries(NOVEMBER)).map((entry) => [entry.kind, entry.number])).toEqual([
      ["sale", orders.a.number],
      ["sale", orders.f.number],
      ["sale", orders.b.number],
      ["refund", orders.b.number],
      ["sale", orders.c.number],
      ["refund", orders.c.number],
    ]);
  });

  it("records every download in the audit log: who, which file and period, when", async () => {
    const { db, books } = await shop();
    const owner = { email: "agare@kretsbutiken.test", userId: "owner-1" };
    const at = new Date("2026-11-30T22:31:00.000Z");
    const request = { period: NOVEMBER, language: "se", company: COMPANY } as const;
    const sie = await books.download(owner, { ...request, format: "sie" }, at);
    expect(sie).toEqual(await books.sie(NOVEMBER, COMPANY, owner.email));
    const csv = await books.download(owner, { ...request, format: "csv" }, at);
    expect(csv).toBe(await books.csv(NOVEMBER, "se"));
    const { entries, total } = await createAuditLog(db).list({ page: 1, pageSize: 10 });
    expect(total).toBe(2);
    expect(
      entries.map(({ actor, action, subjectType, subjectId, at: when, after }) => ({
        actor,
        action,
        subjectType,
        subjectId,
        when: new Date(when).toISOString(),
        after,
      })),
    ).toEqual(
      (["csv", "sie"] as const).map((format) => ({
        actor: owner,
        action: "books.export",
        subjectType: "books",
        subjectId: "2026-11-01/2026-11-30",
        when: at.toISOString(),
        after: {
          format,
          from: "2026-11-01",
          to: "2026-11-30",
          bytes: format === "csv" ? Buffer.byteLength(csv as string) : (sie as Uint8Array).length,
        },
      })),
    );
  });

  it("hands over no file whose download could not be recorded", async () => {
    const { db } = await shop();
    const failing: AuditLog = {
      record: () => Promise.reject(new Error("audit log unavailable")),
      list: () => Promise.reject(new Error("not used")),
    };
    const books = createBooks(db, { audit: failing, clock: { now: () => NOW } });
    await expect(
      books.download(
        { email: "agare@kretsbutiken.test", userId: "owner-1" },
        { format: "csv", period: NOVEMBER, language: "se", company: COMPANY },
      ),
    ).rejects.toThrow("audit log unavailable");
  });
});

/**
 * What the books should hold for orders paid and refunds succeeded in [from, to), summed
 * straight from the tables: per rate the goods excl. moms and their moms, the fees, and what was
 * received (sales less refunds). Refunds count only for orders that were paid.
 */
async function expectedSums(db: Kysely<ShopDatabase>, from: string, to: string) {
  const paid = await db
    .selectFrom("order_status_history")
    .select("order_id")
    .where("status", "=", "paid")
    .where("at", ">=", from)
    .where("at", "<", to)
    .execute();
  const paidIds = paid.map((row) => row.order_id);
  const everPaid = new Set(
    (
      await db
        .selectFrom("order_status_history")
        .select("order_id")
        .where("status", "=", "paid")
        .execute()
    ).map((row) => row.order_id),
  );
  const net = new Map<number, number>();
  const moms = new Map<number, number>();
  const add = (map: Map<number, number>, rate: number, amount: number) =>
    map.set(rate, (map.get(rate) ?? 0) + amount);
  let received = 0;
  let feesNet = 0;
  let feesMoms = 0;
  const orders = await db.selectFrom("orders").selectAll().where("id", "in", paidIds).execute();
  for (const order of orders) {
    received += Number(order.total);
    const lines = await db
      .selectFrom("order_lines")
      .selectAll()
      .where("order_id", "=", order.id)
      .execute();
    let linesMoms = 0;
    for (const l of lines) {
      add(net, Number(l.moms_rate), Number(l.line_total) - Number(l.line_moms));
      add(moms, Number(l.moms_rate), Number(l.line_moms));
      linesMoms += Number(l.line_moms);
    }
    const fees = Number(order.delivery_fee) + Number(order.payment_fee);
    feesMoms += Number(order.moms) - linesMoms;
    feesNet += fees - (Number(order.moms) - linesMoms);
  }
  const refunds = await db
    .selectFrom("refunds")
    .selectAll()
    .where("status", "=", "succeeded")
    .where("completed_at", ">=", from)
    .where("completed_at", "<", to)
    .execute();
  for (const refund of refunds.filter((r) => everPaid.has(r.order_id))) {
    received -= Number(refund.amount);
    for (const part of JSON.parse(refund.parts) as RefundPart[]) {
      if (part.lineNo === null) {
        feesNet -= part.amount - part.moms;
        feesMoms -= part.moms;
      } else {
        add(net, part.momsRate, -(part.amount - part.moms));
        add(moms, part.momsRate, -part.moms);
      }
    }
  }
  return { received, net, moms, feesNet, feesMoms };
}
