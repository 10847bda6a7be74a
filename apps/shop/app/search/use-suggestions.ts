// Typeahead data for a search box: waits until typing pauses (DEBOUNCE_MS), then asks
// /api/search/suggest. Each new keystroke cancels the pending wait and aborts the request in
// flight, so an old, slower answer never replaces a newer one. A failed request means no
// suggestions: the box still submits to the results page.
import { useEffect, useState } from "react";
import { cleanQuery } from "../catalogue/search/clean-query.ts";
import type { SuggestResponse } from "../catalogue/search/suggestion.ts";
import type { Language } from "../../domain/language.ts";

export const DEBOUNCE_MS = 150;
/** One letter matches half the shop; suggestions start at two. */
const MIN_LENGTH = 2;

export function useSuggestions(typed: string, language: Language): SuggestResponse | undefined {
  const [response, setResponse] = useState<SuggestResponse>();
  const query = cleanQuery(typed);

  useEffect(() => {
    if (query.length < MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ q: query, lang: language });
      fetch(`/api/search/suggest?${params}`, { signal: controller.signal })
        .then((answer) => (answer.ok ? (answer.json() as Promise<SuggestResponse>) : undefined))
        .then((body) => {
          if (!controller.signal.aborted) setResponse(body);
        })
        .catch(() => {
          if (!controller.signal.aborted) setResponse(undefined);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, language]);

  return query.length < MIN_LENGTH ? undefined : response;
}
