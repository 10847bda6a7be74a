// The public forms' limits as a route spends them: per client address (IPv6 per /64) and per
// e-mail address, the first refusal answering (README "Abuse limits";
// server/rate-limit/form-limits.ts).
import type { RouterContextProvider } from "react-router";
import type { LimitVerdict } from "../../server/rate-limit/abuse-limit.ts";
import { servicesContext } from "../context/services-context.ts";

/** Spends one attempt of `form`'s limits for this client and `email`. */
export function takeFormLimit(
  context: Readonly<RouterContextProvider>,
  form: "contact" | "newsletter" | "checkout" | "productAlert",
  email: string,
): Promise<LimitVerdict> {
  const services = context.get(servicesContext);
  return services.formLimits[form].take(services.clientKey, email);
}
