// What a post of an alert form does (routes/alerts/alert-page.tsx): the form read through the
// shop's one form reader, its fields checked (alert-form-schema.ts) against the product as the
// database has it now, the public forms' limits spent per client and per address (README
// "Abuse limits"), then the alert stored as pending and its confirmation mailed
// (server/alerts/product-alerts.ts), and post/redirect/get to "Kolla din e-post". A refusal is
// the page again with the message beside the field and what was typed (4xx, never a 500); a
// filled honeypot is answered like a person and nothing is stored.
import { data, redirect, type RouterContextProvider } from "react-router";
import { isAlertKind } from "../../domain/alerts/product-alerts.ts";
import { takeFormLimit } from "../abuse/form-limit.server.ts";
import { isHoneypotFilled } from "../abuse/honeypot.ts";
import { retryAfterHeaders, retryMinutes } from "../abuse/too-many.ts";
import { preferencesContext } from "../context/preferences-context.ts";
import { servicesContext } from "../context/services-context.ts";
import { readForm } from "../request-body/read-form.ts";
import { parseAlertForm } from "./alert-form-schema.ts";
import { alertSentPath, productIdOf } from "./alert-paths.ts";
import type { AlertRefusal } from "./alert-refusal.ts";

const refused = (refusal: AlertRefusal, status: number, headers?: HeadersInit) =>
  data<AlertRefusal>(refusal, { status, ...(headers ? { headers } : {}) });

export async function submitAlert(request: Request, context: Readonly<RouterContextProvider>) {
  const read = await readForm(request, context);
  const malformed: AlertRefusal = {
    kind: "stock",
    productId: 0,
    errors: {},
    values: {},
    problem: "alerts.error.malformed",
    retryMinutes: 0,
  };
  if (!read.ok) return refused(malformed, read.problem.status);
  const { form } = read;
  const productId = productIdOf(form.get("product"));
  const kind = form.get("kind");
  if (productId === undefined || !isAlertKind(kind)) return refused(malformed, 400);

  const services = context.get(servicesContext);
  // Read from the database, not the pages' cache: the rules need stock and price as they are.
  const product = await services.checkoutCatalogue.byId(productId);
  if (!product) {
    return refused({ ...malformed, kind, productId, problem: "alerts.error.product" }, 404);
  }
  if (isHoneypotFilled(form)) return redirect(alertSentPath(productId, kind), 303);

  const parsed = parseAlertForm(form, kind, product);
  if (!parsed.ok) return refused(parsed.refusal, 400);
  const { language } = context.get(preferencesContext);
  const { values } = parsed;
  const verdict = await takeFormLimit(context, "productAlert", parsed.email);
  if (!verdict.allowed) {
    const { retryAfterSeconds } = verdict;
    return refused(
      {
        kind,
        productId,
        errors: {},
        values,
        problem: "alerts.error.tooMany",
        retryMinutes: retryMinutes(retryAfterSeconds),
      },
      429,
      retryAfterHeaders(retryAfterSeconds),
    );
  }
  const outcome = await services.productAlerts.subscribe({
    email: parsed.email,
    productId,
    productName: product.name[language],
    kind,
    targetPrice: parsed.targetPrice,
    language,
    origin: services.publicUrl,
  });
  if (outcome === "mail-failed") {
    return refused(
      { kind, productId, errors: {}, values, problem: "alerts.error.mailFailed", retryMinutes: 0 },
      503,
    );
  }
  // Sent, sent recently or already active: the same answer, revealing nothing about the address.
  return redirect(alertSentPath(productId, kind), 303);
}
