// Product alerts on both dialects, with the mails delivered over real SMTP to a sink and read
// back as a mailbox would: the double opt-in, the job (its condition, one mail per alert even
// with two runners racing, the 30-day lowest price in the mail on a reduction) and the link
// that ends an alert.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../../../auth/test/smtp-sink.ts";
import { seedFixture } from "../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { bumpCatalogueVersion } from "../catalogue/catalogue-version.ts";
import { seedCatalogue } from "../catalogue/seed-catalogue.ts";
import { createShopMailer, type ShopMailer } from "../mail/shop-mailer.ts";
import { createUnsubscribeLinks } from "../newsletter/newsletter-links.ts";
import { createProductAlerts, type AlertSignUp } from "./product-alerts.ts";

const ORIGIN = "https://kretsbutiken.example";
const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const SOLD_OUT = 1;
const PRICED = 2;

let sink: SmtpSink;
let mailer: ShopMailer;
beforeAll(async () => {
  sink = await startSmtpSink();
  mailer = createShopMailer({
    smtpUrl: sink.url,
    from: "Kretsbutiken <order@test>",
    log: () => {},
  });
});
afterAll(() => sink.close());

const uniqueAddress = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.se`;

/** The confirmation link's token, read from the mail's plain text. */
const tokenIn = (text: string) => {
  const link = /https:\/\/\S+\/bevakning\/bekrafta\?token=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no confirmation link in:\n${text}`);
  return new URL(link).searchParams.get("token") ?? "";
};

/** Mail text with the no-break spaces of Swedish number formats as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe.each(dialects())("product alerts on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function open(options: { mailer?: ShopMailer; now?: () => Date } = {}) {
    const database = await databases.open();
    await seedCatalogue(database.db, [
      seedFixture({ id: SOLD_OUT, inStock: 0 }),
      // 9 999 kr for 200 days, then 8 999 kr from 10 days ago.
      seedFixture({
        id: PRICED,
        prices: [
          { daysAgo: 200, price: 999900 },
          { daysAgo: 10, price: 899900 },
        ],
      }),
    ]);
    const alerts = createProductAlerts(database.db, {
      mailer: options.mailer ?? mailer,
      secret: SECRET,
      ...(options.now ? { now: options.now } : {}),
    });
    const row = (email: string, kind = "stock") =>
      database.db
        .selectFrom("product_alerts")
        .selectAll()
        .where("email", "=", email.toLowerCase())
        .where("kind", "=", kind)
        .executeTakeFirst();
    const setStock = async (id: number, inStock: number) => {
      await database.db.transaction().execute(async (trx) => {
        await trx.updateTable("products").set({ in_stock: inStock }).where("id", "=", id).execute();
        await bumpCatalogueVersion(trx, [id]);
      });
    };
    const setPrice = async (id: number, price: number) => {
      await database.db.transaction().execute(async (trx) => {
        const at = new Date().toISOString();
        await trx
          .insertInto("product_prices")
          .values({ product_id: id, starts_at: at, price })
          .execute();
        await bumpCatalogueVersion(trx, [id], at);
      });
    };
    return { database, alerts, row, setStock, setPrice };
  }

  const stockSignUp = (email: string): AlertSignUp => ({
    email,
    productId: SOLD_OUT,
    productName: "Testmobil 1",
    kind: "stock",
    targetPrice: null,
    language: "se",
    origin: ORIGIN,
  });
  const priceSignUp = (email: string, targetPrice: number): AlertSignUp => ({
    email,
    productId: PRICED,
    productName: "Testmobil 2",
    kind: "price",
    targetPrice,
    language: "se",
    origin: ORIGIN,
  });

  /** Signs `signUp` up and follows the mail's confirmation link. */
  async function confirmed(
    alerts: ReturnType<typeof createProductAlerts>,
    signUp: AlertSignUp,
  ): Promise<void> {
    expect(await alerts.subscribe(signUp)).toBe("confirmation-sent");
    const mail = await sink.nextMail(signUp.email.toLowerCase());
    expect(await alerts.confirm(tokenIn(mail.text))).toBe("confirmed");
  }

  it("double opt-in: pending with only the token's hash until the link is followed, then active", async () => {
    const { alerts, row } = await open();
    const address = uniqueAddress("Anna");
    expect(await alerts.subscribe(stockSignUp(address))).toBe("confirmation-sent");
    const mail = await sink.nextMail(address.toLowerCase());
    expect(mail.subject).toBe("Bekräfta din bevakning av Testmobil 1");
    expect(mail.text).toContain("Länken gäller i 48 timmar.");
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const token = tokenIn(mail.text);
    const pending = await row(address);
    expect(pending).toMatchObject({ status: "pending", confirmed_at: null });
    expect(pending?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(pending)).not.toContain(token);

    expect(await alerts.isConfirmable(token)).toBe(true);
    expect(await alerts.confirm(token)).toBe("confirmed");
    expect(await row(address)).toMatchObject({ status: "active", token_hash: null });
    expect(await alerts.confirm(token)).toBe("invalid");
    expect(await alerts.isConfirmable("made-up")).toBe(false);
    // Asking again changes nothing and sends nothing.
    expect(await alerts.subscribe(stockSignUp(address))).toBe("already-active");
    expect(await alerts.forAddress(address)).toEqual([
      { id: pending?.id, productId: SOLD_OUT, kind: "stock", targetPrice: null, status: "active" },
    ]);
  });

  it("mails one confirmation a day per alert, and an expired link confirms nothing", async () => {
    let now = new Date("2026-11-26T10:00:00.000Z");
    const { alerts } = await open({ now: () => now });
    const address = uniqueAddress("victim");
    expect(await alerts.subscribe(priceSignUp(address, 800000))).toBe("confirmation-sent");
    const first = await sink.nextMail(address);
    expect(plain(first.text)).toContain("är 8 000,00 kr eller lägre");
    now = new Date("2026-11-27T09:59:00.000Z");
    expect(await alerts.subscribe(priceSignUp(address, 800000))).toBe("confirmation-sent-recently");
    now = new Date("2026-11-28T10:00:00.000Z");
    expect(await alerts.confirm(tokenIn(first.text))).toBe("invalid");
    expect(await alerts.subscribe(priceSignUp(address, 800000))).toBe("confirmation-sent");
    expect(sink.messages.filter((m) => m.to === address)).toHaveLength(2);
  });

  it("sends a stock alert once the product is back, once, with its link", async () => {
    const { alerts, row, setStock } = await open();
    const address = uniqueAddress("bevakare");
    await confirmed(alerts, stockSignUp(address));
    expect(await alerts.sendDue(ORIGIN)).toBe(0);

    await setStock(SOLD_OUT, 3);
    expect(await alerts.sendDue(ORIGIN)).toBe(1);
    const mail = await sink.nextMail(address);
    expect(mail.subject).toBe("Testmobil 1 finns i lager igen");
    expect(plain(mail.text)).toContain("Testmobil 1 finns i lager igen, för 9 999,00 kr.");
    expect(mail.text).toContain(`${ORIGIN}/product/testprodukt-1/1`);
    expect(mail.text).not.toContain("Lägsta pris");
    const sent = await row(address);
    expect(sent).toMatchObject({ status: "sent" });
    const link = alerts.unsubscribeUrl(ORIGIN, sent?.id ?? "");
    expect(mail.headers["list-unsubscribe"]).toBe(`<${link}>`);

    // Sold out and back again: the alert was fulfilled, nothing more is sent.
    await setStock(SOLD_OUT, 0);
    await setStock(SOLD_OUT, 2);
    expect(await alerts.sendDue(ORIGIN)).toBe(0);
    expect(sink.messages.filter((m) => m.to === address)).toHaveLength(2);
  });

  it("sends a price alert at or below the chosen price, with the 30-day lowest price", async () => {
    const { alerts, setPrice } = await open();
    const address = uniqueAddress("sparsam");
    await confirmed(alerts, priceSignUp(address, 800000));
    await setPrice(PRICED, 850000);
    expect(await alerts.sendDue(ORIGIN)).toBe(0);

    await setPrice(PRICED, 799000);
    expect(await alerts.sendDue(ORIGIN)).toBe(1);
    const mail = await sink.nextMail(address);
    expect(plain(mail.subject)).toBe("Prisbevakning: Testmobil 2 kostar nu 7 990,00 kr");
    const text = plain(mail.text);
    expect(text).toContain("Du bad om ett mejl vid 8 000,00 kr eller lägre.");
    // The lowest price of the 30 days before this price began: 8 999 kr (and 8 500 kr today).
    expect(text).toContain("Lägsta pris de senaste 30 dagarna före sänkningen: 8 500,00 kr.");
    expect(await alerts.sendDue(ORIGIN)).toBe(0);
  });

  it("two job runners racing send one mail", async () => {
    const { database, alerts, setStock } = await open();
    const other = createProductAlerts(database.db, { mailer, secret: SECRET });
    const address = uniqueAddress("race");
    await confirmed(alerts, stockSignUp(address));
    await setStock(SOLD_OUT, 1);
    const counts = await Promise.all([
      alerts.sendDue(ORIGIN),
      other.sendDue(ORIGIN),
      alerts.sendDue(ORIGIN),
      other.sendDue(ORIGIN),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    await sink.nextMail(address);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.messages.filter((m) => m.to === address)).toHaveLength(2);
  });

  it("a mail that fails gives the claim back, so the next run sends it", async () => {
    let fail = true;
    const flaky: ShopMailer = {
      send: (mail) => (fail ? Promise.reject(new Error("SMTP down")) : mailer.send(mail)),
      outbox: () => [],
    };
    const { alerts, row, setStock } = await open({ mailer: flaky });
    const address = uniqueAddress("retry");
    fail = false;
    await confirmed(alerts, stockSignUp(address));
    fail = true;
    await setStock(SOLD_OUT, 1);
    expect(await alerts.sendDue(ORIGIN)).toBe(0);
    expect(await row(address)).toMatchObject({ status: "active", sent_at: null });
    fail = false;
    expect(await alerts.sendDue(ORIGIN)).toBe(1);
  });

  it("the signed link ends an alert; a forged one does not", async () => {
    const { alerts, row, setStock } = await open();
    const address = uniqueAddress("slut");
    await confirmed(alerts, stockSignUp(address));
    const alert = await row(address);
    const link = new URL(alerts.unsubscribeUrl(ORIGIN, alert?.id ?? ""));
    expect(link.pathname).toBe("/bevakning/avregistrera");
    expect(link.href).not.toContain(encodeURIComponent(address));
    const sig = link.searchParams.get("sig") ?? "";
    const forged = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    expect(await alerts.unsubscribe(alert?.id ?? "", forged)).toBe("invalid");
    // A newsletter link's signature for the same id is no alert link.
    const newsletterSig = createUnsubscribeLinks(SECRET).sign(alert?.id ?? "");
    expect(await alerts.unsubscribe(alert?.id ?? "", newsletterSig)).toBe("invalid");
    expect(await row(address)).toMatchObject({ status: "active" });
    expect(await alerts.unsubscribe(alert?.id ?? "", sig)).toBe("unsubscribed");
    expect(await alerts.unsubscribe(alert?.id ?? "", sig)).toBe("unsubscribed");
    expect(await row(address)).toMatchObject({ status: "unsubscribed" });
    await setStock(SOLD_OUT, 4);
    expect(await alerts.sendDue(ORIGIN)).toBe(0);
    expect(await alerts.forAddress(address)).toEqual([]);
  });

  it("a signed-in shopper ends only their own alerts", async () => {
    const { alerts } = await open();
    const address = uniqueAddress("egen");
    await confirmed(alerts, stockSignUp(address));
    const [listed] = await alerts.forAddress(address);
    expect(await alerts.endForAddress(uniqueAddress("annan"), listed?.id ?? "")).toBe(false);
    expect(await alerts.endForAddress(address.toUpperCase(), listed?.id ?? "")).toBe(true);
    expect(await alerts.forAddress(address)).toEqual([]);
  });
});
