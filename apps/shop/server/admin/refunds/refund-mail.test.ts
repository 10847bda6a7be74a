// The refund mail for a real order, as the customer reads it: how much went back and to which
// payment method, each line's units and the fees, why, the moms in it, and the seller's details,
// in Swedish and in English.
import { describe, expect, it } from "vitest";
import { COMPANY, ORIGIN, START, useRefundShops } from "../../../test-support/refund-shop.ts";
import { findOrder } from "../../orders/order-view.ts";
import { refundMail } from "./refund-mail.ts";
import type { RefundView } from "./refundable-order.ts";

const REFUND: RefundView = {
  id: "7d1c2f3a-0000-4000-8000-000000000001",
  amount: 154_900,
  moms: 30_980,
  parts: [
    { lineNo: 1, quantity: 1, amount: 100_000, moms: 20_000, momsRate: 25 },
    { lineNo: 2, quantity: 1, amount: 50_000, moms: 10_000, momsRate: 25 },
    { lineNo: null, quantity: 1, amount: 4_900, moms: 980, momsRate: 25 },
  ],
  reason: "lines",
  status: "succeeded",
  providerRef: "re_1",
  withdrawalId: undefined,
  requestedBy: "agare@kretsbutiken.test",
  requestedAt: START.toISOString(),
  completedAt: START.toISOString(),
};

/** The text with the no-break spaces of number formats as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("the refund mail", () => {
  const openShop = useRefundShops({ dialect: "sqlite" });

  async function order(language: "se" | "en") {
    const s = await openShop();
    const paid = await s.paidOrder({ language, paymentFee: 1_000 });
    const view = await findOrder(s.db, paid.id);
    if (!view) throw new Error("expected the order");
    return view;
  }

  it("says in Swedish what went back, line by line, the fees, why and the moms", async () => {
    const view = await order("se");
    const mail = refundMail(view, REFUND, COMPANY, ORIGIN);
    expect([mail.to, mail.language, mail.subject]).toEqual([
      "anna@example.se",
      "se",
      `Återbetalning för order ${view.number}`,
    ]);
    expect(plain(mail.text)).toBe(
      [
        "Vi har betalat tillbaka 1 549,00 kr",
        "",
        "Hej Anna Svensson!",
        `Vi har betalat tillbaka 1 549,00 kr för order ${view.number} till samma betalsätt som du använde (Kort). Beroende på bank och kortutgivare kan det ta några bankdagar innan pengarna syns.`,
        "Återbetalningen gäller varorna nedan.",
        "",
        "Det här har vi betalat tillbaka",
        "-------------------------------",
        "1 × Testmobil (Svart): 1 000,00 kr",
        "1 × Laddare: 500,00 kr",
        "Frakt och avgift för betalsätt: 49,00 kr",
        "Totalt återbetalt: 1 549,00 kr",
        "Varav moms: 309,80 kr",
        "",
        "Säljare",
        "-------",
        "Har du frågor om återbetalningen? Svara på det här mejlet eller kontakta kundtjänst.",
        "Kretsbutiken AB",
        "Org.nr 559000-0000",
        "Momsreg.nr SE559000000001",
        "Storgatan 1, 111 22 Stockholm",
        "kundtjanst@kretsbutiken.test",
        "Läs köpvillkoren: https://kretsbutiken.test/page/kopvillkor",
        "",
      ].join("\n"),
    );
    expect(plain(mail.html)).toContain(
      '<h1 style="font-size:20px">Vi har betalat tillbaka 1 549,00 kr</h1>',
    );
  });

  it("says it in English, with the reason of the refund", async () => {
    const view = await order("en");
    const mail = refundMail(
      view,
      {
        ...REFUND,
        reason: "cancel",
        amount: 100_000,
        moms: 20_000,
        parts: [{ lineNo: 1, quantity: 1, amount: 100_000, moms: 20_000, momsRate: 25 }],
      },
      COMPANY,
      ORIGIN,
    );
    expect([mail.language, mail.subject]).toEqual(["en", `Refund for order ${view.number}`]);
    expect(plain(mail.text).split("\n").slice(0, 12)).toEqual([
      "We have refunded 1 000,00 kr",
      "",
      "Hello Anna Svensson,",
      `We have refunded 1 000,00 kr for order ${view.number} to the payment method you used (Card). Depending on your bank and card issuer it may take a few banking days before the money shows.`,
      "We have cancelled the order and refunded what you paid.",
      "",
      "What we have refunded",
      "---------------------",
      "1 × Testmobil (Svart): 1 000,00 kr",
      "Total refunded: 1 000,00 kr",
      "Of which VAT (moms): 200,00 kr",
      "",
    ]);
  });
});
