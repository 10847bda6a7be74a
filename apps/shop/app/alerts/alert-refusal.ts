// What a post of an alert form answers when it asks for nothing (alert-form.server.ts): each
// field's problem and what was typed, so the form comes back as it was sent.
import type { AlertKind } from "../../domain/alerts/product-alerts.ts";
import type { AlertMessageKey } from "./alert-messages.ts";

export interface AlertRefusal {
  kind: AlertKind;
  productId: number;
  errors: { email?: AlertMessageKey; price?: AlertMessageKey };
  values: { email?: string; price?: string };
  /** Why, when no field says it (a limit, a mail that failed, a form that could not be read). */
  problem: AlertMessageKey | undefined;
  /** Minutes until the limit lets another try through; 0 below it. */
  retryMinutes: number;
}
