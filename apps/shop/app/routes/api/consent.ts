// POST /api/consent (not in the spec): the cookie banner's two answers. The answer itself is
// strictly necessary to remember (a year). Preference cookies already set are rewritten to
// match it: kept for a year with consent, ending with the browser session without.
import { redirect } from "react-router";
import { z } from "zod";
import { ONE_YEAR_SECONDS, serializeCookie } from "../../../http/cookie-header.ts";
import { parseCookies } from "../../../http/read-cookies.ts";
import { COOKIE, PREFERENCE_COOKIES } from "../../../http/cookie-names.ts";
import { preferenceCookie } from "../../preferences/preference-cookie.ts";
import { formReturnPath } from "../../../http/local-path.ts";
import { preferencesContext } from "../../context/preferences-context.ts";
import { problemResponse } from "../../../http/request-body/problem-response.server.ts";
import { readForm } from "../../request-body/read-form.ts";
import type { Route } from "./+types/consent";

const consentForm = z.object({ consent: z.enum(["preferences", "necessary"]) });

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(request, context);
  if (!read.ok) {
    const { language } = context.get(preferencesContext);
    return problemResponse(request, read.problem, { language });
  }
  const { form } = read;
  const to = formReturnPath(form.get("redirectTo"));
  const parsed = consentForm.safeParse({ consent: form.get("consent") });
  if (!parsed.success) return redirect(to, 303);

  const { consent } = parsed.data;
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    serializeCookie(COOKIE.consent, consent, { maxAge: ONE_YEAR_SECONDS }),
  );
  const cookies = parseCookies(request.headers.get("Cookie"));
  for (const name of PREFERENCE_COOKIES) {
    const value = cookies.get(name);
    if (value !== undefined) headers.append("Set-Cookie", preferenceCookie(name, value, consent));
  }
  return redirect(to, { status: 303, headers });
}
