// The shipped mail's content in both languages: carrier, tracking number and the carrier's
// tracking link (in text and HTML), the parcel's lines and address, the withdrawal section.
import { describe, expect, it } from "vitest";
import type { OrderView } from "./order-view.ts";
import { shippedMail } from "./shipped-mail.ts";

const ORIGIN = "https://kretsbutiken.test";
const COMPANY = {
  name: "Kretsbutiken AB",
  orgNr: "559000-0000",
  vatNr: undefined,
  address: "Storgatan 1, 111 22 Stockholm",
  phone: undefined,
  email: "kundtjanst@kretsbutiken.test",
};
const ADDRESS = {
  name: "Anna <Svensson>",
  street: "Storgatan 1",
  postcode: "111 22",
  city: "Stockholm",
};

const LINK = "Zq3xN0_vKd8-PlM2aRt7YbWc4EhJs9Uf";

function order(language: string, testPayment = false): OrderView {
  return {
    id: "6f1d2c3b-0000-4000-8000-000000000001",
    number: "KB-2026-000042",
    accessToken: LINK,
    testPayment,
    status: "shipped",
    email: "anna@example.se",
    phone: "+46701234567",
    billing: ADDRESS,
    shipping: ADDRESS,
    delivery: "postnord-ombud",
    pickupPoint: "ICA Nära Odenplan, Odengatan 60, 113 22 Stockholm",
    payment: "card",
    language,
    userId: undefined,
    linesTotal: 399_000,
    deliveryFee: 0,
    paymentFee: 0,
    total: 399_000,
    moms: 79_800,
    reservedUntil: "2026-11-25T10:45:00.000Z",
    createdAt: "2026-11-25T10:00:00.000Z",
    refundDue: false,
    lines: [
      {
        lineNo: 1,
        productId: 1052,
        name: "Galaxy A35 5G",
        variant: "Blå, 128 GB",
        quantity: 1,
        unitPrice: 399_000,
        lineTotal: 399_000,
        lineMoms: 79_800,
        momsRate: 25,
      },
    ],
    history: [],
    withdrawals: [],
    shipment: undefined,
  };
}

const SHIPMENT = { carrier: "PostNord", trackingNumber: "00370712345678901234" } as const;

describe("shippedMail", () => {
  it("tells a Swedish customer the carrier, tracking number and link, in Swedish", () => {
    const mail = shippedMail(order("se"), SHIPMENT, COMPANY, ORIGIN);
    expect(mail).toMatchObject({ to: "anna@example.se", language: "se" });
    expect(mail.subject).toBe("Din order KB-2026-000042 är skickad");
    expect(mail.text).toContain("Hej Anna <Svensson>!");
    expect(mail.text).toContain("Vi har packat och skickat order KB-2026-000042 med PostNord.");
    expect(mail.text).toContain("Fraktbolag: PostNord");
    expect(mail.text).toContain("Spårningsnummer: 00370712345678901234");
    expect(mail.text).toContain(
      "Följ paketet hos PostNord: https://tracking.postnord.com/se/?id=00370712345678901234",
    );
    // The order's links name it by its token, never its database id or number.
    expect(mail.text).toContain(
      `Se ordern hos Kretsbutiken: ${ORIGIN}/page/order_tracking?order=${LINK}`,
    );
    expect(mail.text).toContain(`${ORIGIN}/page/angra_kop?order=${LINK}`);
    expect(mail.text).not.toContain("6f1d2c3b-0000-4000-8000-000000000001");
    expect(mail.text).not.toContain("?order=KB-");
    expect(mail.text).toContain("1 × Galaxy A35 5G (Blå, 128 GB)");
    expect(mail.text).toContain("Utlämningsställe: ICA Nära Odenplan");
    expect(mail.text).toContain("Du har 14 dagars ångerrätt");
    expect(mail.html).toContain('<html lang="sv">');
    expect(mail.html).toContain(
      '<a href="https://tracking.postnord.com/se/?id=00370712345678901234">Följ paketet hos PostNord</a>',
    );
    // Every value is escaped in the HTML.
    expect(mail.html).toContain("Hej Anna &lt;Svensson&gt;!");
    expect(mail.html).not.toContain("<Svensson>");
  });

  it("tells an English customer the same in English, with the carrier's English page", () => {
    const mail = shippedMail(
      order("en"),
      { carrier: "DHL", trackingNumber: "JD-0146" },
      COMPANY,
      ORIGIN,
    );
    expect(mail.language).toBe("en");
    expect(mail.subject).toBe("Your order KB-2026-000042 has been sent");
    expect(mail.text).toContain("We have packed order KB-2026-000042 and sent it with DHL.");
    expect(mail.text).toContain("Carrier: DHL");
    expect(mail.text).toContain("Tracking number: JD-0146");
    expect(mail.text).toContain(
      "Follow the parcel at DHL: https://www.dhl.com/se-en/home/tracking.html?tracking-id=JD-0146",
    );
    expect(mail.text).toContain("Pickup point: ICA Nära Odenplan");
    expect(mail.text).toContain("You may withdraw from the purchase within 14 days");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).not.toMatch(/Spårningsnummer|Fraktbolag/);
  });

  it("says first, in the subject and the mail, when the order was paid with play money", () => {
    const swedish = shippedMail(order("se", true), SHIPMENT, COMPANY, ORIGIN);
    expect(swedish.subject).toBe("TESTORDER – Din order KB-2026-000042 är skickad");
    expect(swedish.text.split("\n")[2]).toBe(
      "Det här är en testorder: den betalades med butikens inbyggda testbetalning, inga riktiga pengar har dragits och inget skickas.",
    );
    expect(swedish.html).toContain("Det här är en testorder");
    const english = shippedMail(order("en", true), SHIPMENT, COMPANY, ORIGIN);
    expect(english.subject).toBe("TEST ORDER – Your order KB-2026-000042 has been sent");
    expect(english.text).toContain("This is a test order");
    expect(shippedMail(order("se"), SHIPMENT, COMPANY, ORIGIN).text).not.toContain("testorder");
  });
});
