// The alert forms' fields, checked on the server alone (alert-form.server.ts): an e-mail
// address, and for a price alert a price in kronor below the price now. Problems are keys of
// the alerts' own messages; a product's rules (sold out, the price now) come from the domain.
import { z } from "zod";
import {
  canWatchStock,
  targetPriceProblem,
  type AlertKind,
  type AlertProductState,
} from "../../domain/alerts/product-alerts.ts";
import { parseKronor } from "../admin/products/parse-kronor.ts";
import type { AlertMessageKey } from "./alert-messages.ts";
import type { AlertRefusal } from "./alert-refusal.ts";

/** RFC 5321's limit on an address's length. */
const EMAIL_MAX_LENGTH = 254;
/** What comes back into a field at most: enough for any price or address, never a whole body. */
const KEPT_LENGTH = 300;

const emailSchema = z
  .string()
  .trim()
  .min(1, { error: "alerts.error.emailRequired" satisfies AlertMessageKey })
  .max(EMAIL_MAX_LENGTH, { error: "alerts.error.email" satisfies AlertMessageKey })
  .pipe(z.email({ error: "alerts.error.email" satisfies AlertMessageKey }));

export type ParsedAlert =
  | { ok: true; email: string; targetPrice: number | null; values: AlertRefusal["values"] }
  | { ok: false; refusal: AlertRefusal };

const text = (value: FormDataEntryValue | null) =>
  typeof value === "string" ? value.slice(0, KEPT_LENGTH) : "";

export function parseAlertForm(
  form: FormData,
  kind: AlertKind,
  product: AlertProductState & { id: number },
): ParsedAlert {
  const values = {
    email: text(form.get("email")),
    ...(kind === "price" ? { price: text(form.get("price")) } : {}),
  };
  const errors: AlertRefusal["errors"] = {};
  const email = emailSchema.safeParse(values.email);
  if (!email.success) {
    errors.email = (email.error.issues[0]?.message ?? "alerts.error.email") as AlertMessageKey;
  }
  let targetPrice: number | null = null;
  let problem: AlertMessageKey | undefined;
  if (kind === "price") {
    const parsed = parseKronor(values.price ?? "");
    if (!parsed.ok) errors.price = `alerts.error.price.${parsed.problem}`;
    else {
      const rule = targetPriceProblem(parsed.ore, product.price);
      if (rule) errors.price = `alerts.error.price.${rule}`;
      else targetPrice = parsed.ore;
    }
  } else if (!canWatchStock(product)) {
    problem = "alerts.error.inStock";
  }
  if (errors.email || errors.price || problem || !email.success) {
    return {
      ok: false,
      refusal: { kind, productId: product.id, errors, values, problem, retryMinutes: 0 },
    };
  }
  return { ok: true, email: email.data, targetPrice, values };
}
