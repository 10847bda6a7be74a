// POST /api/preferences (not in the spec): the language and currency switchers post here.
// The cookies are the spec's (§3); the server renders the next page from them.
import { redirect } from "react-router";
import { z } from "zod";
import { preferencesContext } from "../../context/preferences-context.ts";
import { LANGUAGES } from "../../../domain/language.ts";
import { COOKIE } from "../../../http/cookie-names.ts";
import { currencyList, findCurrency } from "../../../domain/preferences/currency.ts";
import { preferenceCookie } from "../../preferences/preference-cookie.ts";
import { formReturnPath } from "../../../http/local-path.ts";
import { problemResponse } from "../../../http/request-body/problem-response.server.ts";
import { readForm } from "../../request-body/read-form.ts";
import type { Route } from "./+types/preferences";

const preferencesForm = z.object({
  language: z.enum(LANGUAGES).optional(),
  currency: z.enum(currencyList.map((entry) => entry.currency) as [string, ...string[]]).optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const { language, consent } = context.get(preferencesContext);
  const read = await readForm(request, context);
  if (!read.ok) return problemResponse(request, read.problem, { language });
  const { form } = read;
  const parsed = preferencesForm.safeParse({
    language: form.get("language") ?? undefined,
    currency: form.get("currency") ?? undefined,
  });
  const to = formReturnPath(form.get("redirectTo"));
  if (!parsed.success) return redirect(to, 303);

  const headers = new Headers();
  if (parsed.data.language) {
    headers.append(
      "Set-Cookie",
      preferenceCookie(COOKIE.selectedLanguage, parsed.data.language, consent),
    );
  }
  if (parsed.data.currency) {
    // Spec §4: choosing a currency sets name, symbol and multiple together.
    const currency = findCurrency(parsed.data.currency);
    headers.append(
      "Set-Cookie",
      preferenceCookie(COOKIE.selectedCurrency, currency.currency, consent),
    );
    headers.append(
      "Set-Cookie",
      preferenceCookie(COOKIE.selectedCurrencySymbol, currency.currencySymbol, consent),
    );
    headers.append(
      "Set-Cookie",
      preferenceCookie(
        COOKIE.currencyConversionMultiple,
        String(currency.currencyConversionMultiple),
        consent,
      ),
    );
  }
  return redirect(to, { status: 303, headers });
}
