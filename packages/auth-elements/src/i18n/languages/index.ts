// Every language we ship. en and sv are bundled into the widget; the others are emitted as
// `/i18n/<lang>.json` by the build and fetched when an element's `lang` asks for them. The
// list matches the languages the official widget ships (bn, de, fr, it, nl, pt-BR, zh).
import type { Translation } from "../translation.ts";
import { en } from "./en.ts";
import { sv } from "./sv.ts";

export const LANGUAGES: Readonly<Record<string, Translation>> = { en, sv };
