import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANGUAGE, type Language } from "../../domain/language.ts";
import { translate, type Translate } from "../i18n/use-t.ts";

export const SITE_NAME = "Kretsbutiken";

interface RootMatchData {
  preferences?: { language?: Language };
  origin?: string;
}

export interface MetaContext {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string };
}

export interface PageMetaContent {
  title: string;
  description: string;
  /** Pages with nothing for search engines (cart, account, payment): noindex. */
  noindex?: boolean;
  /** Where the canonical link points, when not the page's own path (e.g. /home → /). */
  canonicalPath?: string;
  /** The title as is, without " | Kretsbutiken" (the home page). */
  bareTitle?: boolean;
}

/** Title, description and canonical link for a page (meta functions have no hooks). */
export function pageMeta(
  { matches, location }: MetaContext,
  content: (t: Translate, language: Language) => PageMetaContent,
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    RootMatchData | undefined;
  const language = root?.preferences?.language ?? DEFAULT_LANGUAGE;
  const page = content((key, values) => translate(language, key, values), language);
  const descriptors: MetaDescriptor[] = [
    { title: page.bareTitle ? page.title : `${page.title} | ${SITE_NAME}` },
    { name: "description", content: page.description },
  ];
  if (root?.origin) {
    descriptors.push({
      tagName: "link",
      rel: "canonical",
      href: `${root.origin}${page.canonicalPath ?? location.pathname}`,
    });
  }
  if (page.noindex) descriptors.push({ name: "robots", content: "noindex" });
  return descriptors;
}
