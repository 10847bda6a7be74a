// The blog's authors and categories: the ids the articles' front matter names
// (content/blog/README.md), with what a reader sees in each language.
import type { Language } from "../language.ts";

export const AUTHORS = {
  "johan-lindqvist": {
    name: "Johan Lindqvist",
    role: { se: "Verkstadschef", en: "Workshop manager" },
  },
  "sara-nyberg": {
    name: "Sara Nyberg",
    role: { se: "Kundtjänst och redaktör", en: "Customer service and editor" },
  },
  "ali-haddad": {
    name: "Ali Haddad",
    role: { se: "Mobil- och konsoltekniker", en: "Phone and console technician" },
  },
} as const satisfies Record<string, { name: string; role: Record<Language, string> }>;

export type AuthorId = keyof typeof AUTHORS;

export const CATEGORIES = {
  felsokning: { se: "Felsökning", en: "Troubleshooting" },
  guider: { se: "Guider", en: "Guides" },
  regler: { se: "Regler och lagar", en: "Rules and law" },
  reparation: { se: "Reparationer", en: "Repairs" },
  mobiler: { se: "Mobiler", en: "Phones" },
  konsoler: { se: "Konsoler", en: "Consoles" },
} as const satisfies Record<string, Record<Language, string>>;

export type CategoryId = keyof typeof CATEGORIES;

export const isAuthorId = (value: string): value is AuthorId => Object.hasOwn(AUTHORS, value);
export const isCategoryId = (value: string): value is CategoryId =>
  Object.hasOwn(CATEGORIES, value);
