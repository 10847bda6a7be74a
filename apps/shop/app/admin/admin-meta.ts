// An admin page's title ("Ordrar | Admin | Kretsbutiken") in the visitor's language; admin pages
// are never indexed.
import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANGUAGE, type Language } from "../../domain/language.ts";
import { SITE_NAME } from "../seo/page-meta.ts";

interface MetaArgs {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export function adminMeta(
  { matches }: MetaArgs,
  title: (language: Language) => string,
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { preferences?: { language?: Language } } | undefined;
  const language = root?.preferences?.language ?? DEFAULT_LANGUAGE;
  return [
    { title: `${title(language)} | Admin | ${SITE_NAME}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
