// The text of an error on screen (spec §8): a server code through `flowErrors.<code>`, an SDK
// code through `errors.<code>`; an unknown code shows the generic technical message instead of
// a raw key.
import type { ShownError } from "../flow/widget-state.ts";
import type { Translator } from "../i18n/translation-store.ts";
import type { TranslationKey } from "../i18n/translation.ts";

export function errorText({ t, has }: Pick<Translator, "t" | "has">, error: ShownError): string {
  const key = `${error.source === "flow" ? "flowErrors" : "errors"}.${error.code}`;
  return has(key) ? t(key as TranslationKey) : t("errors.somethingWentWrong");
}
