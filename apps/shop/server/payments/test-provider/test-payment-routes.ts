// The test provider's pages under /testbetalning/<token>/: the payment form (GET), an attempt
// to pay (POST …/pay) and giving up (POST …/cancel). Forms only, no script; every answer is a
// page or a 303 back to the shop.
import { Hono, type Context } from "hono";
import { normalizePhone } from "../../../domain/checkout/phone-number.ts";
import { problemResponse } from "../../../http/request-body/problem-response.server.ts";
import { readFormBody } from "../../../http/request-body/read-form-body.ts";
import { returnUrls } from "../payment-provider.ts";
import { judgeCard } from "./test-cards.ts";
import { renderMessagePage, renderPaymentPage, type PageState } from "./test-payment-page.ts";
import { openSession, type TestPaymentSession } from "./test-payment-token.ts";
import type { TestProvider } from "./test-provider.ts";

const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function html(c: Context, markup: string, status: 200 | 400 | 402 | 404 | 410 = 200) {
  c.header("Content-Security-Policy", CSP);
  c.header("Cache-Control", "no-store");
  return c.html(markup, status);
}

/** Its forms are a few short fields. */
const MAX_FORM_BYTES = 8 * 1024;

const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 100) : "";
};

export function createTestPaymentRoutes(provider: TestProvider, clock = () => new Date()): Hono {
  const app = new Hono();
  const session = (token: string): TestPaymentSession | undefined =>
    openSession(provider.secret, token);

  const backTo = (s: TestPaymentSession, where: "complete" | "cancel") =>
    returnUrls(s.origin, s.orderLink)[where];

  app.get("/:token/", (c) => {
    const s = session(c.req.param("token"));
    if (!s) return html(c, renderMessagePage("se", "broken"), 404);
    if (clock().getTime() > s.expiresAt) {
      return html(c, renderMessagePage(s.language, "expired", backTo(s, "cancel")), 410);
    }
    return html(c, renderPaymentPage(s, {}));
  });

  app.post("/:token/pay", async (c) => {
    const s = session(c.req.param("token"));
    if (!s) return html(c, renderMessagePage("se", "broken"), 404);
    if (clock().getTime() > s.expiresAt) {
      return html(c, renderMessagePage(s.language, "expired", backTo(s, "cancel")), 410);
    }
    const read = await readFormBody(c.req.raw, { maxBytes: MAX_FORM_BYTES });
    if (!read.ok) return problemResponse(c.req.raw, read.problem, { language: s.language });
    const { form } = read;
    const again = (state: PageState, status: 200 | 400 | 402) =>
      html(c, renderPaymentPage(s, state), status);

    if (s.method === "card") {
      const card = {
        number: formText(form, "number"),
        expiry: formText(form, "expiry"),
        cvc: formText(form, "cvc"),
      };
      const verdict = judgeCard(card, clock());
      const values = { number: card.number, expiry: card.expiry };
      if (verdict.kind === "invalid")
        return again({ error: `invalid.${verdict.field}`, values }, 400);
      if (verdict.kind === "declined") {
        await provider.deliver(s.orderId, "declined", s.amount);
        return again({ error: "declined", values }, 402);
      }
      if (verdict.delayMs > 0) {
        setTimeout(() => void provider.deliver(s.orderId, "paid", s.amount), verdict.delayMs);
      } else {
        await provider.deliver(s.orderId, "paid", s.amount);
      }
      return c.redirect(backTo(s, "complete"), 303);
    }
    if (s.method === "swish") {
      const phone = normalizePhone(formText(form, "phone"));
      if (phone === undefined || !phone.startsWith("+467")) {
        return again({ error: "invalid.phone", values: { phone: formText(form, "phone") } }, 400);
      }
      if (formText(form, "approve") !== "1") return again({ swishPhone: phone }, 200);
    }
    await provider.deliver(s.orderId, "paid", s.amount);
    return c.redirect(backTo(s, "complete"), 303);
  });

  app.post("/:token/cancel", async (c) => {
    const s = session(c.req.param("token"));
    if (!s) return html(c, renderMessagePage("se", "broken"), 404);
    await provider.deliver(s.orderId, "cancelled", s.amount);
    return c.redirect(backTo(s, "cancel"), 303);
  });

  return app;
}
