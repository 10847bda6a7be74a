// React Router's default browser entry, after one wait: the page's language strings, which the
// server linked in the head (i18n/dictionary-preload.tsx), are in before hydration renders.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadDictionary } from "./i18n/dictionaries.ts";
import { languageOfHtmlLang } from "../domain/language.ts";

await loadDictionary(languageOfHtmlLang(document.documentElement.lang));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
