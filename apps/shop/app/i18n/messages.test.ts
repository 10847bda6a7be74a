import { describe, expect, it } from "vitest";
import { defineMessages } from "../../domain/define-messages.ts";
import { interpolate } from "./interpolate.ts";
import { messages } from "./messages.ts";
import { isMessageKey } from "./use-t.ts";

describe("the dictionaries", () => {
  it("have the same keys in Swedish and English, none empty", () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.se).sort());
    for (const dictionary of [messages.se, messages.en]) {
      for (const [key, text] of Object.entries(dictionary)) expect(text.trim(), key).not.toBe("");
    }
  });

  it("use the same placeholders in both languages", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const keys = Object.keys(messages.se) as (keyof typeof messages.se)[];
    const inLanguage = (language: "se" | "en") =>
      Object.fromEntries(keys.map((key) => [key, placeholders(messages[language][key])]));
    const swedish = inLanguage("se");
    // Some texts have placeholders, so this compares more than empty lists.
    expect(Object.values(swedish).flat().length).toBeGreaterThan(0);
    expect(inLanguage("en")).toEqual(swedish);
  });

  it("carry the spec's §9 navigation labels word for word", () => {
    const pick = (language: "se" | "en") =>
      (
        [
          "welcome",
          "HOME",
          "DEAL OF THE WEEK",
          "ABOUT",
          "CONTACT",
          "SHOP",
          "PRODUCT",
          "PAGES",
          "BLOG",
        ] as const
      ).map((key) => messages[language][key]);
    expect(pick("en")).toEqual([
      "Welcome",
      "Home",
      "Deal of the week",
      "About us",
      "Contact us",
      "shop",
      "product",
      "pages",
      "blog",
    ]);
    expect(pick("se")).toEqual([
      "Välkomna",
      "Hem",
      "Veckans Deal",
      "Om Oss",
      "Kontakta oss",
      "handla",
      "produkt",
      "sidor",
      "blogg",
    ]);
  });

  it("say 'Page Not Found' and 'Internal Server Error' on the English error page (spec §2)", () => {
    expect(messages.en["error.notFound.title"]).toBe("Page Not Found");
    expect(messages.en["error.internal.title"]).toBe("Internal Server Error");
  });

  it("make a missing or unknown key a type error (checked by npm run typecheck)", () => {
    const pair = defineMessages({
      se: { hello: "Hej", bye: "Hej då" },
      // @ts-expect-error -- "bye" is missing in English
      en: { hello: "Hello" },
    });
    defineMessages({
      se: { hello: "Hej" },
      // @ts-expect-error -- "extra" is not a Swedish key
      en: { hello: "Hello", extra: "Extra" },
    });
    // @ts-expect-error -- not a key of the shop's dictionaries
    const unknown: keyof typeof messages.se = "no.such.key";
    expect(pair.se.bye).toBe("Hej då");
    expect(unknown).toBe("no.such.key");
  });

  it("know their own keys", () => {
    expect(isMessageKey("se", "HOME")).toBe(true);
    expect(isMessageKey("en", "HOME")).toBe(true);
    expect(isMessageKey("se", "toString")).toBe(false);
  });
});

describe("interpolate", () => {
  it.each([
    ["Du sökte på: {query}", { query: "ps5" }, "Du sökte på: ps5"],
    ["{count} st", { count: 0 }, "0 st"],
    ["{a} och {b}", { a: "x" }, "x och {b}"],
    ["ingen mall", undefined, "ingen mall"],
  ])("%j with %j → %j", (template, values, expected) => {
    expect(interpolate(template, values)).toBe(expected);
  });
});
