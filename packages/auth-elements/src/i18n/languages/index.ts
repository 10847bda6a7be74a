// Every language we ship. en and sv are bundled into the widget; the others are emitted as
// `i18n/<lang>.json` by the build and fetched from `translationsLocation` when an element's
// `lang` asks for them. The list covers the languages the official widget ships.
import type { Translation } from "../translation.ts";
import { bn } from "./bn.ts";
import { de } from "./de.ts";
import { en } from "./en.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { nl } from "./nl.ts";
import { ptBR } from "./pt-BR.ts";
import { sv } from "./sv.ts";
import { zh } from "./zh.ts";

export const LANGUAGES: Readonly<Record<string, Translation>> = {
  en,
  sv,
  bn,
  de,
  fr,
  it,
  nl,
  "pt-BR": ptBR,
  zh,
};
