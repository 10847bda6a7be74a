// The public forms' limits as a route spends them: per client address (IPv6 per /64) and per
// e-mail address, the first refusal answering (README "Abuse limits").
import type { RouterContextProvider } from "react-router";
import { normaliseEmail } from "../../server/newsletter/newsletter-subscriptions.ts";
import { takeAll, type LimitVerdict } from "../../server/rate-limit/abuse-limit.ts";
import { clientKey } from "../../server/rate-limit/client-key.ts";
import type { FormLimits } from "../../server/rate-limit/form-limits.ts";
import { servicesContext } from "../context/services-context.ts";

/** Spends one attempt of `form`'s limits for this client and `email`. */
export function takeFormLimit(
  context: Readonly<RouterContextProvider>,
  form: "contact" | "newsletter" | "checkout",
  email: string,
): Promise<LimitVerdict> {
  const services = context.get(servicesContext);
  const limits: FormLimits[typeof form] = services.formLimits[form];
  return takeAll([
    [limits.perClient, clientKey(services.clientAddress)],
    [limits.perAddress, normaliseEmail(email)],
  ]);
}
