// Looks texts up through layers of translations (the page's own, the chosen language, the
// fallback) and fills `{name}` placeholders. A key no layer has shows the fallback's text,
// never the raw key (the official widget shows raw keys, README §5 edge 7).
import type { PartialTranslation, TranslationGroup, TranslationKey } from "./translation.ts";

export type TextValues = Readonly<Record<string, string | number>>;
export type Translate = (key: TranslationKey, values?: TextValues) => string;

function lookup(layers: readonly PartialTranslation[], key: TranslationKey): string | undefined {
  const dot = key.indexOf(".");
  const group = key.slice(0, dot) as TranslationGroup;
  const name = key.slice(dot + 1);
  for (const layer of layers) {
    const text = (layer[group] as Record<string, unknown> | undefined)?.[name];
    if (typeof text === "string") return text;
  }
  return undefined;
}

export function interpolate(text: string, values: TextValues = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

export function createTranslate(layers: readonly PartialTranslation[]): Translate {
  return (key, values) => interpolate(lookup(layers, key) ?? key, values);
}

/** Whether any layer has a text for `key`, e.g. to fall back from an unknown error code. */
export function hasText(layers: readonly PartialTranslation[], key: string): boolean {
  return lookup(layers, key as TranslationKey) !== undefined;
}
