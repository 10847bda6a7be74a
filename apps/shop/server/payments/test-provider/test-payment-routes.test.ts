// The test provider's hosted page as a shopper meets it: the page its sealed address opens (the
// order, the amount, the form of the chosen method, in the order's language), what each form
// posts and what follows (the signed callback the shop is told, the way back), and the pages
// for an address that is broken, tampered with or past its time. The provider is the real one,
// telling a callback endpoint on a local port; the forms are submitted as a browser would,
// from the fields the page itself holds.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PaymentMethodId } from "../../../domain/checkout/payment-methods.ts";
import { SIGNATURE_HEADER, verifySignature } from "../signature.ts";
import { DECLINED_CARD, SLOW_CARD, SUCCESS_CARD } from "./test-cards.ts";
import { sealSession } from "./test-payment-token.ts";
import { createTestPaymentRoutes } from "./test-payment-routes.ts";
import { createTestProvider } from "./test-provider.ts";

const SECRET = "test-payment-page-secret";
const NOW = new Date("2026-11-25T10:00:00.000Z");
const EXPIRES_AT = NOW.getTime() + 45 * 60_000;
const SHOP = "https://kretsbutiken.example";
const LINK = "Zq3xN0_vKd8-PlM2aRt7YbWc4EhJs9Uf";
const COMPLETE = `${SHOP}/payment/complete?order=${LINK}`;
const CANCEL = `${SHOP}/payment/cancel?order=${LINK}`;
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** The shop's /payment/callback on a local port: every message the page tells it. */
let callbacks: Server;
let callbackUrl: string;
const told: { event: Record<string, unknown>; signed: boolean }[] = [];

beforeAll(async () => {
  callbacks = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const signature = request.headers[SIGNATURE_HEADER];
      told.push({
        event: JSON.parse(body) as Record<string, unknown>,
        signed: verifySignature(SECRET, body, typeof signature === "string" ? signature : ""),
      });
      response.end();
    });
  });
  await new Promise<void>((resolve) => callbacks.listen(0, "127.0.0.1", resolve));
  callbackUrl = `http://127.0.0.1:${(callbacks.address() as AddressInfo).port}/payment/callback`;
});
afterAll(() => new Promise<void>((resolve) => callbacks.close(() => resolve())));

let now: Date;
beforeEach(() => {
  told.length = 0;
  now = NOW;
});
afterEach(() => {
  vi.useRealTimers();
});

const provider = () =>
  createTestProvider({ secret: SECRET, callbackUrl, retryDelaysMs: [], log: () => {} });

/** The shop's server with the test provider's pages where app.ts mounts them. */
const server = () =>
  new Hono().route(
    "/testbetalning",
    createTestPaymentRoutes(provider(), () => now),
  );

/** What the shop told about the order, in the order it was told. */
const outcomes = () => told.map(({ event }) => [event.outcome, event.orderId, event.amount]);

// --- Reading the page as a browser would ---------------------------------------------------

interface Element {
  attrs: Record<string, string>;
  inner: string;
}

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Every `name` element of the markup, with its attributes (names in lower case). */
function elements(markup: string, name: string): Element[] {
  const pattern = new RegExp(`<${name}\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${name}>)`, "g");
  return [...markup.matchAll(pattern)].map(([, attributes = "", inner = ""]) => ({
    attrs: Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key = "", value = ""]) => [
        key.toLowerCase(),
        unescape(value),
      ]),
    ),
    inner,
  }));
}

/** The text a shopper reads: no markup, no style sheet, spaces folded. */
const textOf = (markup: string) =>
  unescape(markup.replace(/<style[\s\S]*?<\/style>/g, "").replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

/** The one `name` element of the markup. */
function only(markup: string, name: string): Element {
  const found = elements(markup, name);
  expect(found, `one <${name}>`).toHaveLength(1);
  return found[0] as Element;
}

/** The field the label names: its label's text and the input the label points at. */
function field(markup: string, name: string): Record<string, string | undefined> {
  const input = elements(markup, "input").find((i) => i.attrs.name === name);
  const label = elements(markup, "label").find((l) => l.attrs.for === input?.attrs.id);
  return { label: label && textOf(label.inner), ...input?.attrs };
}

interface Page {
  path: string;
  status: number;
  headers: Headers;
  html: string;
}

async function answerOf(path: string, response: Response): Promise<Page> {
  return { path, status: response.status, headers: response.headers, html: await response.text() };
}

/** The page at the address the provider sends the shopper to, for a fresh order. */
async function openPage(
  app: Hono,
  { method = "card", language = "se" }: { method?: PaymentMethodId; language?: "se" | "en" } = {},
): Promise<Page> {
  const address = await provider().start({
    orderId: "order-1",
    orderNumber: "KB-2026-000001",
    orderLink: LINK,
    amount: 1_604_900,
    email: "anna@example.se",
    language,
    method,
    lines: [{ name: "iPhone 16 Pro Max (Svart)", quantity: 1, unitPrice: 1_599_000 }],
    fees: [{ name: "Instabox Paketskåp", amount: 3_900 }],
    expiresAt: new Date(EXPIRES_AT),
    origin: SHOP,
  });
  const path = new URL(address).pathname;
  return answerOf(path, await app.request(path));
}

/**
 * Submits the page's form whose action is `action`, as a browser does: every input the form
 * holds, with what the shopper typed into the named ones, to the address the action resolves
 * to from the page's.
 */
async function submit(app: Hono, page: Page, action: string, typed: Record<string, string> = {}) {
  const form = elements(page.html, "form").find((f) => f.attrs.action === action);
  expect(form, `a form posting to ${action}`).toBeDefined();
  expect(form?.attrs.method).toBe("post");
  const inputs = elements(form?.inner ?? "", "input").map((input) => input.attrs);
  for (const name of Object.keys(typed)) expect(inputs.map((i) => i.name)).toContain(name);
  const body = new URLSearchParams();
  for (const input of inputs)
    body.set(input.name ?? "", typed[input.name ?? ""] ?? input.value ?? "");
  const path = new URL(action, `${SHOP}${page.path}`).pathname;
  const response = await app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: body.toString(),
  });
  return answerOf(path, response);
}

const expectPageHeaders = (page: Page) => {
  expect(page.headers.get("Content-Type")).toBe("text/html; charset=UTF-8");
  expect(page.headers.get("Content-Security-Policy")).toBe(CSP);
  expect(page.headers.get("Cache-Control")).toBe("no-store");
};

const alertOf = (page: Page) => elements(page.html, "p").find((p) => p.attrs.role === "alert");

// --- The page --------------------------------------------------------------------------------

describe("the test payment page", () => {
  it("shows the order, the amount and a card form in Swedish, marked as a test", async () => {
    const page = await openPage(server());
    expect(page.status).toBe(200);
    expectPageHeaders(page);
    expect(page.html).toMatch(/^<!doctype html><html lang="sv"><head>/);
    expect(textOf(only(page.html, "title").inner)).toBe("Testbetalning: KB-2026-000001");
    expect(elements(page.html, "meta").map((m) => m.attrs)).toEqual([
      { charset: "utf-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1" },
      // A page of the provider's, never in a search engine.
      { name: "robots", content: "noindex" },
    ]);
    const banner = elements(page.html, "p").find((p) => p.attrs.role === "note");
    expect(banner?.attrs.class).toBe("banner");
    expect(textOf(banner?.inner ?? "")).toBe(
      "Testbetalning: inga riktiga pengar dras. Kortet 4242 4242 4242 4242 godkänns, 4000 0000 0000 0002 nekas.",
    );
    const main = only(page.html, "main").inner;
    expect(textOf(only(main, "h1").inner)).toBe("Testbetalning");
    expect(textOf(only(main, "dl").inner)).toBe(
      "Till Kretsbutiken Order KB-2026-000001 Att betala 16 049,00 kr",
    );
    const amount = elements(main, "dd").find((dd) => dd.attrs["data-testid"]);
    expect(amount?.attrs["data-testid"]).toBe("test-payment-amount");
    expect(textOf(amount?.inner ?? "")).toBe("16 049,00 kr");
    expect(alertOf(page)).toBeUndefined();

    expect(field(page.html, "number")).toEqual({
      label: "Kortnummer",
      id: "number",
      name: "number",
      required: "",
      inputmode: "numeric",
      autocomplete: "cc-number",
      value: "",
    });
    expect(field(page.html, "expiry")).toEqual({
      label: "Giltigt till (MM/ÅÅ)",
      id: "expiry",
      name: "expiry",
      required: "",
      autocomplete: "cc-exp",
      placeholder: "MM/ÅÅ",
      value: "",
    });
    expect(field(page.html, "cvc")).toEqual({
      label: "CVC",
      id: "cvc",
      name: "cvc",
      required: "",
      inputmode: "numeric",
      autocomplete: "cc-csc",
      value: "",
    });
    const [pay, cancel] = elements(main, "form");
    expect(pay?.attrs).toEqual({ action: "pay", method: "post" });
    const payButton = only(pay?.inner ?? "", "button");
    expect(payButton.attrs).toEqual({});
    expect(textOf(payButton.inner)).toBe("Betala 16 049,00 kr");
    expect(cancel?.attrs).toEqual({ action: "cancel", method: "post" });
    expect(only(cancel?.inner ?? "", "button")).toEqual({
      attrs: { class: "secondary" },
      inner: "Avbryt och gå tillbaka till butiken",
    });
    // The page's own style sheet: its banner, its errors and its second button are styled.
    const style = only(page.html, "style").inner;
    for (const rule of [".banner{", ".error{", "button.secondary{", ":focus-visible{"]) {
      expect(style).toContain(rule);
    }
  });

  it("speaks English to a shopper who ordered in English", async () => {
    const page = await openPage(server(), { language: "en" });
    expect(page.html).toMatch(/^<!doctype html><html lang="en"><head>/);
    expect(textOf(only(page.html, "title").inner)).toBe("Test payment: KB-2026-000001");
    expect(textOf(only(page.html, "body").inner)).toBe(
      [
        "Test payment: no real money is taken. Card 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined.",
        "Test payment",
        "To Kretsbutiken Order KB-2026-000001 To pay 16 049,00 kr",
        "Card number Expiry (MM/YY) CVC Pay 16 049,00 kr",
        "Cancel and return to the shop",
      ].join(" "),
    );
  });

  it("asks a Swish payer for a mobile number", async () => {
    const page = await openPage(server(), { method: "swish" });
    const [pay] = elements(page.html, "form");
    expect(pay?.attrs).toEqual({ action: "pay", method: "post" });
    expect(field(pay?.inner ?? "", "phone")).toEqual({
      label: "Mobilnummer för Swish",
      id: "phone",
      name: "phone",
      type: "tel",
      autocomplete: "tel",
      required: "",
      value: "",
    });
    expect(only(pay?.inner ?? "", "button").inner).toBe("Öppna Swish");
  });

  it("asks an invoice buyer only to approve the purchase", async () => {
    const page = await openPage(server(), { method: "invoice", language: "en" });
    const [pay] = elements(page.html, "form");
    expect(pay?.attrs).toEqual({ action: "pay", method: "post" });
    expect(textOf(pay?.inner ?? "")).toBe(
      "The invoice is sent to your email and is paid within 14 days. No credit check is made in test mode. Approve invoice purchase",
    );
    expect(elements(pay?.inner ?? "", "input").map((i) => i.attrs)).toEqual([
      { type: "hidden", name: "approve", value: "1" },
    ]);
  });

  it("is open until the moment the order's hold ends, and then only leads back to the shop", async () => {
    const app = server();
    now = new Date(EXPIRES_AT);
    expect((await openPage(app)).status).toBe(200);
    now = new Date(EXPIRES_AT + 1);
    const page = await openPage(app, { language: "en" });
    expect(page.status).toBe(410);
    expectPageHeaders(page);
    expect(page.html).toMatch(/^<!doctype html><html lang="en"><head>/);
    expect(textOf(only(page.html, "title").inner)).toBe("Test payment");
    expect(textOf(only(page.html, "body").inner)).toBe(
      "Test payment The time to pay has run out. Go back to the shop and complete the purchase again. Cancel and return to the shop",
    );
    expect(only(page.html, "a").attrs).toEqual({ href: CANCEL });
    expect(alertOf(page)?.inner).toBe(
      "The time to pay has run out. Go back to the shop and complete the purchase again.",
    );
    expect(elements(page.html, "form")).toEqual([]);
  });
});

describe("an address that is not a payment's", () => {
  const sealed = (secret: string) =>
    sealSession(secret, {
      orderId: "order-1",
      orderNumber: "KB-2026-000001",
      orderLink: LINK,
      amount: 1,
      method: "card",
      language: "en",
      origin: "https://evil.example",
      expiresAt: EXPIRES_AT,
    });

  /** The address with one character of its token changed. */
  const tampered = (path: string) => {
    const at = "/testbetalning/".length + 20;
    return `${path.slice(0, at)}${path[at] === "A" ? "B" : "A"}${path.slice(at + 1)}`;
  };

  it.each([
    ["a tampered token", (path: string) => tampered(path)],
    ["a token sealed with another secret", () => `/testbetalning/${sealed("another secret")}/`],
    ["no token at all", () => "/testbetalning/not-a-token/"],
  ])(
    "shows that the link is not valid, in Swedish, and leads nowhere: %s",
    async (_name, wrongOf) => {
      const app = server();
      const { path } = await openPage(app, { language: "en" });
      const wrong = wrongOf(path);
      const page = await answerOf(wrong, await app.request(wrong));
      expect(page.status, wrong).toBe(404);
      expectPageHeaders(page);
      expect(page.html).toMatch(/^<!doctype html><html lang="sv"><head>/);
      expect(textOf(only(page.html, "body").inner)).toBe(
        "Testbetalning Betalningslänken är ogiltig.",
      );
      expect(alertOf(page)?.inner).toBe("Betalningslänken är ogiltig.");
      expect(elements(page.html, "a")).toEqual([]);
    },
  );

  it("takes no payment and no cancellation through it", async () => {
    const app = server();
    const page = await openPage(app);
    for (const action of ["pay", "cancel"]) {
      const path = `${tampered(page.path)}${action}`;
      const response = await app.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ number: SUCCESS_CARD, expiry: "12/29", cvc: "123" }).toString(),
      });
      expect(response.status, action).toBe(404);
      const html = await response.text();
      expect(textOf(only(html, "body").inner)).toBe("Testbetalning Betalningslänken är ogiltig.");
    }
    expect(told).toEqual([]);
  });

  it("takes a payment up to the moment the order's hold ends", async () => {
    const app = server();
    const page = await openPage(app);
    now = new Date(EXPIRES_AT);
    const paid = await submit(app, page, "pay", {
      number: SUCCESS_CARD,
      expiry: "12/29",
      cvc: "123",
    });
    expect(paid.status).toBe(303);
    expect(outcomes()).toEqual([["paid", "order-1", 1_604_900]]);
  });

  it("judges the time to pay by the server's clock unless given another", async () => {
    const app = new Hono().route("/testbetalning", createTestPaymentRoutes(provider()));
    const endingIn = (ms: number) =>
      `/testbetalning/${sealSession(SECRET, {
        orderId: "order-1",
        orderNumber: "KB-2026-000001",
        orderLink: LINK,
        amount: 1_604_900,
        method: "card",
        language: "se",
        origin: SHOP,
        expiresAt: Date.now() + ms,
      })}/`;
    expect((await app.request(endingIn(60 * 60_000))).status).toBe(200);
    expect((await app.request(endingIn(-60 * 60_000))).status).toBe(410);
  });

  it("takes no payment once the time to pay has run out", async () => {
    const app = server();
    const page = await openPage(app, { language: "en" });
    now = new Date(EXPIRES_AT + 1);
    const expired = await submit(app, page, "pay", {
      number: SUCCESS_CARD,
      expiry: "12/29",
      cvc: "123",
    });
    expect(expired.status).toBe(410);
    expectPageHeaders(expired);
    expect(alertOf(expired)?.inner).toBe(
      "The time to pay has run out. Go back to the shop and complete the purchase again.",
    );
    expect(only(expired.html, "a").attrs).toEqual({ href: CANCEL });
    expect(told).toEqual([]);
  });
});

// --- Paying by card ----------------------------------------------------------------------------

describe("paying by card on the test page", () => {
  const pay = async (typed: Record<string, string>, language: "se" | "en" = "se") => {
    const app = server();
    return submit(app, await openPage(app, { language }), "pay", typed);
  };

  it("tells the shop the order is paid, then sends the shopper back to it", async () => {
    const answer = await pay({ number: "4242 4242 4242 4242", expiry: "12/29", cvc: "123" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(COMPLETE);
    // Told before the shopper is back, so the order page shows it paid.
    expect(outcomes()).toEqual([["paid", "order-1", 1_604_900]]);
    expect(told.every(({ signed }) => signed)).toBe(true);
  });

  it("tells the shop of a declined card and keeps the shopper on the page to try again", async () => {
    const answer = await pay({ number: DECLINED_CARD, expiry: "12/29", cvc: "123" });
    expect(answer.status).toBe(402);
    expectPageHeaders(answer);
    expect(alertOf(answer)).toEqual({
      attrs: { class: "error", role: "alert" },
      inner:
        "Kortet nekades. Inget belopp har dragits. Försök med ett annat kort eller välj ett annat sätt att betala.",
    });
    // The number and expiry are kept, never the CVC.
    expect(field(answer.html, "number").value).toBe(DECLINED_CARD);
    expect(field(answer.html, "expiry").value).toBe("12/29");
    expect(field(answer.html, "cvc").value).toBe("");
    expect(outcomes()).toEqual([["declined", "order-1", 1_604_900]]);
  });

  it.each([
    [
      "number",
      { number: "4242 4242 4242 4241" },
      "Kortnumret stämmer inte. Kontrollera siffrorna.",
    ],
    [
      "expiry",
      { expiry: "10/26" },
      "Skriv ett giltighetsdatum som inte har passerat, till exempel 12/29.",
    ],
    ["cvc", { cvc: "12" }, "CVC är de tre siffrorna på kortets baksida."],
  ])(
    "names a wrong %s, tells the shop nothing and keeps what was typed",
    async (_, change, alert) => {
      const typed = { number: SUCCESS_CARD, expiry: "12/29", cvc: "123", ...change };
      const answer = await pay(typed);
      expect(answer.status).toBe(400);
      expectPageHeaders(answer);
      expect(alertOf(answer)?.inner).toBe(alert);
      expect(field(answer.html, "number").value).toBe(typed.number);
      expect(field(answer.html, "expiry").value).toBe(typed.expiry);
      expect(field(answer.html, "cvc").value).toBe("");
      expect(told).toEqual([]);
    },
  );

  it("says what is wrong in English to an English shopper", async () => {
    const answer = await pay({ number: SUCCESS_CARD, expiry: "13/29", cvc: "123" }, "en");
    expect(alertOf(answer)?.inner).toBe(
      "Enter an expiry date that has not passed, for example 12/29.",
    );
    const declined = await pay({ number: DECLINED_CARD, expiry: "12/29", cvc: "123" }, "en");
    expect(alertOf(declined)?.inner).toBe(
      "The card was declined. Nothing has been charged. Try another card or choose another way to pay.",
    );
  });

  it("reads at most 100 characters of a field, and nothing of a missing one", async () => {
    const answer = await pay({ number: "4".repeat(150), expiry: "12/29", cvc: "123" });
    expect(answer.status).toBe(400);
    expect(field(answer.html, "number").value).toBe("4".repeat(100));
    const app = server();
    const page = await openPage(app);
    const empty = await app.request(`${page.path}pay`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    const html = await empty.text();
    expect(empty.status).toBe(400);
    expect(field(html, "number").value).toBe("");
    expect(field(html, "expiry").value).toBe("");
  });

  it("reads a file sent in place of the card number as no number", async () => {
    const app = server();
    const page = await openPage(app);
    const form = new FormData();
    form.set("number", new File([SUCCESS_CARD], "card.txt"));
    form.set("expiry", "12/29");
    form.set("cvc", "123");
    const answer = await app.request(`${page.path}pay`, { method: "POST", body: form });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(alertOf({ ...page, html })?.inner).toBe(
      "Kortnumret stämmer inte. Kontrollera siffrorna.",
    );
    expect(field(html, "number").value).toBe("");
    expect(told).toEqual([]);
  });

  it("refuses a form too large for its few fields, in the shopper's language", async () => {
    const app = server();
    const page = await openPage(app, { language: "en" });
    const answer = await app.request(`${page.path}pay`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Mode": "navigate",
      },
      body: `number=${"4".repeat(9 * 1024)}`,
    });
    expect(answer.status).toBe(413);
    expect(await answer.text()).toMatch(/<html lang="en">/);
    expect(told).toEqual([]);
  });

  it("sends the shopper back at once with the slow card, and tells the shop three seconds later", async () => {
    const app = server();
    const page = await openPage(app);
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const answer = await submit(app, page, "pay", {
      number: SLOW_CARD,
      expiry: "12/29",
      cvc: "123",
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(COMPLETE);
    expect(told).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(told).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(outcomes()).toEqual([["paid", "order-1", 1_604_900]]));
  });
});

// --- Swish and invoice -------------------------------------------------------------------------

describe("paying by Swish on the test page", () => {
  it("waits for approval in the app on the number given, then tells the shop it is paid", async () => {
    const app = server();
    const page = await openPage(app, { method: "swish" });
    const waiting = await submit(app, page, "pay", { phone: "070-123 45 67" });
    expect(waiting.status).toBe(200);
    expectPageHeaders(waiting);
    expect(told).toEqual([]);
    const [pay] = elements(waiting.html, "form");
    expect(pay?.attrs).toEqual({ action: "pay", method: "post" });
    const status = elements(pay?.inner ?? "", "p").find((p) => p.attrs.role === "status");
    expect(status?.inner).toBe("Öppna Swish-appen på +46701234567 och godkänn betalningen.");
    expect(elements(pay?.inner ?? "", "input").map((i) => i.attrs)).toEqual([
      { type: "hidden", name: "phone", value: "+46701234567" },
      { type: "hidden", name: "approve", value: "1" },
    ]);
    expect(only(pay?.inner ?? "", "button").inner).toBe("Godkänn i Swish (test)");

    const approved = await submit(app, waiting, "pay");
    expect(approved.status).toBe(303);
    expect(approved.headers.get("Location")).toBe(COMPLETE);
    expect(outcomes()).toEqual([["paid", "order-1", 1_604_900]]);
  });

  it("waits again when the approval is anything but the app's", async () => {
    const app = server();
    const page = await openPage(app, { method: "swish", language: "en" });
    const waiting = await submit(app, page, "pay", { phone: "+46 70 123 45 67" });
    const again = await submit(app, waiting, "pay", { approve: "yes" });
    expect(again.status).toBe(200);
    expect(textOf(again.html)).toContain(
      "Open the Swish app on +46701234567 and approve the payment.",
    );
    expect(told).toEqual([]);
  });

  it.each(["12345", "08-123 456", "+4570123456", ""])(
    "asks again for a Swedish mobile number instead of %j",
    async (phone) => {
      const app = server();
      const page = await openPage(app, { method: "swish" });
      const answer = await submit(app, page, "pay", { phone });
      expect(answer.status).toBe(400);
      expectPageHeaders(answer);
      expect(alertOf(answer)?.inner).toBe(
        "Skriv ett svenskt mobilnummer, till exempel 070-123 45 67.",
      );
      expect(field(answer.html, "phone").value).toBe(phone);
      expect(told).toEqual([]);
    },
  );
});

describe("paying by invoice on the test page", () => {
  it("tells the shop the order is paid once the buyer approves", async () => {
    const app = server();
    const page = await openPage(app, { method: "invoice" });
    const answer = await submit(app, page, "pay");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(COMPLETE);
    expect(outcomes()).toEqual([["paid", "order-1", 1_604_900]]);
  });
});

describe("giving up on the test page", () => {
  it.each(["card", "swish", "invoice"] as const)(
    "tells the shop the %s payment is cancelled and sends the shopper back",
    async (method) => {
      const app = server();
      const page = await openPage(app, { method });
      const answer = await submit(app, page, "cancel");
      expect(answer.status).toBe(303);
      expect(answer.headers.get("Location")).toBe(CANCEL);
      expect(outcomes()).toEqual([["cancelled", "order-1", 1_604_900]]);
    },
  );
});
