// GET /api/search/suggest?q=…&lang=se (not in the spec): the search boxes' typeahead. Answers
// with the best few products as JSON; any query, however odd, gets 200 (an empty list for
// nothing searchable). The language is in the URL, not taken from a cookie, so the answer
// can be cached briefly by the browser for exactly that URL.
import { cleanQuery } from "../../catalogue/search/clean-query.ts";
import {
  MAX_SUGGESTIONS,
  toSuggestion,
  type SuggestResponse,
} from "../../catalogue/search/suggestion.ts";
import { preferencesContext } from "../../context/preferences-context.ts";
import { servicesContext } from "../../context/services-context.ts";
import { LANGUAGES } from "../../../domain/language.ts";
import type { Route } from "./+types/search-suggest";

/** Long enough to spare a repeat while typing back and forth, short enough for new prices. */
const CACHE_CONTROL = "public, max-age=30";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = cleanQuery(params.get("q"));
  const language =
    LANGUAGES.find((candidate) => candidate === params.get("lang")) ??
    context.get(preferencesContext).language;
  const { total, products } = await context
    .get(servicesContext)
    .search.search(query, language, MAX_SUGGESTIONS);
  const body: SuggestResponse = {
    query,
    total,
    suggestions: products.map((product) => toSuggestion(product, language)),
  };
  return Response.json(body, {
    headers: { "Cache-Control": CACHE_CONTROL, "X-Content-Type-Options": "nosniff" },
  });
}
