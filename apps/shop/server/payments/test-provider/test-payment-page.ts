// The test provider's hosted page, rendered with React on the server: a plain form per payment
// method, with no script, under a banner saying that no money moves. It stands where a real
// provider's page would, outside the shop's layout.
import { Fragment, createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { TestPaymentSession } from "./test-payment-token.ts";

const COPY = {
  se: {
    title: "Testbetalning",
    banner:
      "Testbetalning: inga riktiga pengar dras. Kortet 4242 4242 4242 4242 godkänns, 4000 0000 0000 0002 nekas.",
    to: "Till",
    order: "Order",
    amount: "Att betala",
    cardNumber: "Kortnummer",
    expiry: "Giltigt till (MM/ÅÅ)",
    cvc: "CVC",
    pay: "Betala",
    swishPhone: "Mobilnummer för Swish",
    swishStart: "Öppna Swish",
    swishWaiting: "Öppna Swish-appen på {phone} och godkänn betalningen.",
    swishApprove: "Godkänn i Swish (test)",
    invoiceText:
      "Fakturan skickas till din e-post och betalas inom 14 dagar. Ingen kreditprövning görs i testläget.",
    invoiceApprove: "Godkänn fakturaköp",
    cancel: "Avbryt och gå tillbaka till butiken",
    declined:
      "Kortet nekades. Inget belopp har dragits. Försök med ett annat kort eller välj ett annat sätt att betala.",
    "invalid.number": "Kortnumret stämmer inte. Kontrollera siffrorna.",
    "invalid.expiry": "Skriv ett giltighetsdatum som inte har passerat, till exempel 12/29.",
    "invalid.cvc": "CVC är de tre siffrorna på kortets baksida.",
    "invalid.phone": "Skriv ett svenskt mobilnummer, till exempel 070-123 45 67.",
    expired: "Betalningstiden har gått ut. Gå tillbaka till butiken och slutför köpet igen.",
    broken: "Betalningslänken är ogiltig.",
  },
  en: {
    title: "Test payment",
    banner:
      "Test payment: no real money is taken. Card 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined.",
    to: "To",
    order: "Order",
    amount: "To pay",
    cardNumber: "Card number",
    expiry: "Expiry (MM/YY)",
    cvc: "CVC",
    pay: "Pay",
    swishPhone: "Mobile number for Swish",
    swishStart: "Open Swish",
    swishWaiting: "Open the Swish app on {phone} and approve the payment.",
    swishApprove: "Approve in Swish (test)",
    invoiceText:
      "The invoice is sent to your email and is paid within 14 days. No credit check is made in test mode.",
    invoiceApprove: "Approve invoice purchase",
    cancel: "Cancel and return to the shop",
    declined:
      "The card was declined. Nothing has been charged. Try another card or choose another way to pay.",
    "invalid.number": "The card number is not right. Check the digits.",
    "invalid.expiry": "Enter an expiry date that has not passed, for example 12/29.",
    "invalid.cvc": "The CVC is the three digits on the back of the card.",
    "invalid.phone": "Enter a Swedish mobile number, for example 070-123 45 67.",
    expired: "The time to pay has run out. Go back to the shop and complete the purchase again.",
    broken: "This payment link is not valid.",
  },
} as const;

export type PageText = keyof (typeof COPY)["se"];

export interface PageState {
  /** What went wrong with the last attempt. */
  error?: PageText;
  /** Field values to show again. */
  values?: Record<string, string>;
  /** Swish: the number the request went to, waiting for approval in the app. */
  swishPhone?: string;
}

/** Kronor as written in Sweden, in either language ("16 049,00 kr": en-SE writes them so too). */
const sek = (ore: number) =>
  new Intl.NumberFormat("sv-SE", { style: "currency", currency: "SEK" }).format(ore / 100);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#1d1d22}
main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:8px}
.banner{background:#7a3e00;color:#fff;padding:.75rem 1rem;font-weight:600}
label{display:block;font-weight:600;margin-top:1rem}input{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #555;border-radius:4px}
button{font:inherit;font-weight:700;margin-top:1.25rem;width:100%;padding:.75rem;border:0;border-radius:4px;background:#1a4fb4;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1a4fb4;border:2px solid #1a4fb4}
.error{color:#a4001d;font-weight:600}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}
:focus-visible{outline:3px solid #1a4fb4;outline-offset:2px}`;

function field(name: string, label: string, state: PageState, extra: Record<string, string>) {
  return [
    h("label", { htmlFor: name }, label),
    h("input", {
      id: name,
      name,
      defaultValue: state.values?.[name] ?? "",
      required: true,
      ...extra,
    }),
  ];
}

// A form's buttons submit it: a button's type is "submit" unless it says otherwise.
function methodForm(session: TestPaymentSession, state: PageState, t: (typeof COPY)["se" | "en"]) {
  if (session.method === "card") {
    return h(
      "form",
      { method: "post", action: "pay" },
      ...field("number", t.cardNumber, state, { inputMode: "numeric", autoComplete: "cc-number" }),
      ...field("expiry", t.expiry, state, { autoComplete: "cc-exp", placeholder: "MM/ÅÅ" }),
      ...field("cvc", t.cvc, state, { inputMode: "numeric", autoComplete: "cc-csc" }),
      h("button", null, `${t.pay} ${sek(session.amount)}`),
    );
  }
  if (session.method === "swish") {
    if (state.swishPhone !== undefined) {
      return h(
        "form",
        { method: "post", action: "pay" },
        h("p", { role: "status" }, t.swishWaiting.replace("{phone}", state.swishPhone)),
        h("input", { type: "hidden", name: "phone", value: state.swishPhone }),
        h("input", { type: "hidden", name: "approve", value: "1" }),
        h("button", null, t.swishApprove),
      );
    }
    return h(
      "form",
      { method: "post", action: "pay" },
      ...field("phone", t.swishPhone, state, { type: "tel", autoComplete: "tel" }),
      h("button", null, t.swishStart),
    );
  }
  return h(
    "form",
    { method: "post", action: "pay" },
    h("p", null, t.invoiceText),
    h("input", { type: "hidden", name: "approve", value: "1" }),
    h("button", null, t.invoiceApprove),
  );
}

function page(language: "se" | "en", title: string, body: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(
    h(
      "html",
      { lang: language === "se" ? "sv" : "en" },
      h(
        "head",
        null,
        h("meta", { charSet: "utf-8" }),
        h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
        h("meta", { name: "robots", content: "noindex" }),
        h("title", null, title),
        h("style", { dangerouslySetInnerHTML: { __html: STYLE } }),
      ),
      h("body", null, body),
    ),
  )}`;
}

export function renderPaymentPage(session: TestPaymentSession, state: PageState): string {
  const t = COPY[session.language];
  return page(
    session.language,
    `${t.title}: ${session.orderNumber}`,
    h(
      Fragment,
      null,
      h("p", { className: "banner", role: "note" }, t.banner),
      h(
        "main",
        null,
        h("h1", null, t.title),
        h(
          "dl",
          null,
          h("dt", null, t.to),
          h("dd", null, "Kretsbutiken"),
          h("dt", null, t.order),
          h("dd", null, session.orderNumber),
          h("dt", null, t.amount),
          h("dd", { "data-testid": "test-payment-amount" }, sek(session.amount)),
        ),
        state.error && h("p", { className: "error", role: "alert" }, t[state.error]),
        methodForm(session, state, t),
        h(
          "form",
          { method: "post", action: "cancel" },
          h("button", { className: "secondary" }, t.cancel),
        ),
      ),
    ),
  );
}

/** A page for a link that cannot be paid: broken, or past its time. */
export function renderMessagePage(
  language: "se" | "en",
  text: "expired" | "broken",
  back?: string,
) {
  const t = COPY[language];
  return page(
    language,
    t.title,
    h(
      "main",
      null,
      h("h1", null, t.title),
      h("p", { role: "alert" }, t[text]),
      back && h("p", null, h("a", { href: back }, t.cancel)),
    ),
  );
}
