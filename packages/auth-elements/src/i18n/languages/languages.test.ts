// Every shipped language is complete: the Translation type checks the keys; this checks that
// no text is empty and that every placeholder of the English text survives translation.
import { expect, it } from "vitest";
import { en } from "./en.ts";
import { LANGUAGES } from "./index.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

it.each(Object.entries(LANGUAGES))("%s has every text, with its placeholders", (_, language) => {
  const problems: string[] = [];
  for (const [group, texts] of Object.entries(en)) {
    for (const [key, english] of Object.entries(texts as Record<string, string>)) {
      const text = (language as Record<string, Record<string, string>>)[group]?.[key] ?? "";
      if (text.trim() === "") problems.push(`${group}.${key} is empty`);
      if (placeholders(text).join() !== placeholders(english).join()) {
        problems.push(`${group}.${key} lost a placeholder`);
      }
    }
  }
  expect(problems).toEqual([]);
});

it("ships the languages of the official widget, and Swedish", () => {
  expect(Object.keys(LANGUAGES).sort()).toEqual(
    ["bn", "de", "en", "fr", "it", "nl", "pt-BR", "sv", "zh"].sort(),
  );
});
