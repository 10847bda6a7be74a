// What a post of the contact form does (routes/page/contact-us.tsx): validated with one schema
// (contact-form-schema.ts), limited per client and sender's address, stored for customer
// service, then post/redirect/get to the page saying it was sent. Field errors come back with
// what was typed, as keys the page translates; past a limit the answer is a 429 with Retry-After.
import { data, redirect, type RouterContextProvider } from "react-router";
import { takeFormLimit } from "../abuse/form-limit.server.ts";
import { HONEYPOT_FIELD, isHoneypotFilled } from "../abuse/honeypot.ts";
import { retryAfterHeaders, TOO_MANY } from "../abuse/too-many.ts";
import { preferencesContext } from "../context/preferences-context.ts";
import { servicesContext } from "../context/services-context.ts";
import { readForm } from "../request-body/read-form.ts";
import { parseContactForm } from "./contact-form-schema.ts";
import { CONTACT_PAGE_PATH, SENT_PARAM } from "./contact-page-path.ts";
import type { ContactRefusal } from "./contact-refusal.ts";

export async function submitContact(request: Request, context: Readonly<RouterContextProvider>) {
  const read = await readForm(request, context);
  if (!read.ok) {
    const { message, status } = read.problem;
    return data<ContactRefusal>(
      { errors: {}, values: {}, problem: message, retryAfterSeconds: 0 },
      { status },
    );
  }
  const { form } = read;
  // A bot that filled the honeypot is thanked like a person, and nothing is stored.
  if (isHoneypotFilled(form)) return redirect(`${CONTACT_PAGE_PATH}?${SENT_PARAM}=1`, 303);
  const values = Object.fromEntries(
    [...form.entries()].filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === "string" && entry[0] !== HONEYPOT_FIELD,
    ),
  );
  const parsed = parseContactForm(form);
  if (!parsed.ok) {
    return data<ContactRefusal>(
      { errors: parsed.errors, values, problem: undefined, retryAfterSeconds: 0 },
      { status: 400 },
    );
  }
  const verdict = await takeFormLimit(context, "contact", parsed.value.email);
  if (!verdict.allowed) {
    // What was typed comes back, with the message beside the form.
    const { retryAfterSeconds } = verdict;
    return data<ContactRefusal>(
      { errors: {}, values, problem: TOO_MANY, retryAfterSeconds },
      { status: 429, headers: retryAfterHeaders(retryAfterSeconds) },
    );
  }
  await context.get(servicesContext).contactMessages.save({
    ...parsed.value,
    language: context.get(preferencesContext).language,
  });
  return redirect(`${CONTACT_PAGE_PATH}?${SENT_PARAM}=1`, 303);
}
