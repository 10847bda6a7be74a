// POST /api/newsletter (not in the spec): the newsletter modal and the coming-soon page sign
// up here, by double opt-in (server/newsletter/newsletter-subscriptions.ts): the answer is
// "check your inbox". One schema, one domain call. A second sign-up with the same address
// answers like the first: no error, no duplicate, and nothing revealed about who is subscribed.
// Limited per client and per address (README "Abuse limits"); a filled honeypot does nothing.
import { data, redirect } from "react-router";
import { takeFormLimit } from "../../abuse/form-limit.server.ts";
import { isHoneypotFilled } from "../../abuse/honeypot.ts";
import { keepRetryAfter, retryAfterHeaders, TOO_MANY } from "../../abuse/too-many.ts";
import { preferencesContext } from "../../context/preferences-context.ts";
import { servicesContext } from "../../context/services-context.ts";
import {
  newsletterSchema,
  newsletterSource,
  type NewsletterResult,
} from "../../newsletter/newsletter-schema.ts";
import { formReturnPath } from "../../../http/local-path.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { problemResponse } from "../../../http/request-body/problem-response.server.ts";
import { readForm } from "../../request-body/read-form.ts";
import type { Route } from "./+types/newsletter";

/** Past a limit the action answers 429 with Retry-After. */
export const headers = keepRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const { language } = context.get(preferencesContext);
  const read = await readForm(request, context);
  if (!read.ok) return problemResponse(request, read.problem, { language });
  const { form } = read;
  const parsed = newsletterSchema.safeParse({ email: form.get("email") ?? undefined });
  let result: NewsletterResult;
  let retryAfterSeconds = 0;
  if (isHoneypotFilled(form)) {
    // A bot: thanked like a person, and nothing is stored or sent.
    result = { ok: true };
  } else if (parsed.success) {
    const verdict = await takeFormLimit(context, "newsletter", parsed.data.email);
    if (verdict.allowed) {
      const services = context.get(servicesContext);
      const outcome = await services.newsletter.subscribe({
        email: parsed.data.email,
        language,
        source: newsletterSource(form.get("source")),
        origin: services.publicUrl,
      });
      // Sent, sent recently, or already subscribed: the same answer, revealing nobody.
      result =
        outcome === "mail-failed"
          ? { ok: false, error: "newsletter.error.mailFailed" }
          : { ok: true };
    } else {
      retryAfterSeconds = verdict.retryAfterSeconds;
      result = { ok: false, error: TOO_MANY, retryAfterSeconds };
    }
  } else {
    result = {
      ok: false,
      error: (parsed.error.issues[0]?.message ?? "newsletter.error.email") as MessageKey,
    };
  }

  // Without JavaScript the form says where to come back to; the page shows the outcome.
  const redirectTo = form.get("redirectTo");
  if (redirectTo !== null) {
    const to = new URL(formReturnPath(redirectTo), "http://localhost");
    to.searchParams.set("newsletter", result.ok ? "ok" : result.error);
    if (retryAfterSeconds > 0) to.searchParams.set("retryAfter", String(retryAfterSeconds));
    return redirect(`${to.pathname}${to.search}#newsletter`, 303);
  }
  if (retryAfterSeconds > 0) {
    return data(result, { status: 429, headers: retryAfterHeaders(retryAfterSeconds) });
  }
  const failedStatus = !result.ok && result.error === "newsletter.error.mailFailed" ? 503 : 400;
  return data(result, { status: result.ok ? 200 : failedStatus });
}
