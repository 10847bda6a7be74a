import { describe, expect, it, vi } from "vitest";
import { en } from "./languages/en.ts";
import { sv } from "./languages/sv.ts";
import { TranslationStore, languageCandidates, sanitizeTranslation } from "./translation-store.ts";
import { interpolate } from "./translator.ts";

const respond = (status: number, body?: unknown) =>
  Promise.resolve(new Response(body === undefined ? "" : JSON.stringify(body), { status }));

function store(fetch: typeof globalThis.fetch, custom = {}) {
  return new TranslationStore({
    bundled: { en, sv },
    custom,
    location: "/i18n/",
    fallbackLanguage: "en",
    fetch,
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("TranslationStore", () => {
  it("has en and sv bundled: no request", () => {
    const fetch = vi.fn(() => respond(404));
    const texts = store(fetch);
    texts.load("sv");
    texts.load("en");
    expect(texts.translator("sv").t("labels.continue")).toBe("Fortsätt");
    expect(texts.translator("sv").lang).toBe("sv");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("fetches another language once from the location and switches to it", async () => {
    const fetch = vi.fn(() => respond(200, { labels: { continue: "Weiter" } }));
    const texts = store(fetch);
    const listener = vi.fn();
    texts.subscribe(listener);
    expect(texts.translator("de").t("labels.continue")).toBe("Continue");
    texts.load("de");
    texts.load("de");
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/i18n/de.json", expect.anything());
    expect(listener).toHaveBeenCalledTimes(1);
    const de = texts.translator("de");
    expect(de.t("labels.continue")).toBe("Weiter");
    // Keys the file lacks fall back to English, never to the raw key.
    expect(de.t("labels.back")).toBe("Back");
    expect(de.lang).toBe("de");
  });

  it("never retries a missing file (the official widget loops on a 404)", async () => {
    const fetch = vi.fn(() => respond(404));
    const texts = store(fetch);
    for (let i = 0; i < 50; i++) texts.load("fr");
    await settle();
    for (let i = 0; i < 50; i++) texts.load("fr");
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(texts.translator("fr").lang).toBe("en");
    expect(texts.translator("fr").t("headlines.loginEmail")).toBe("Sign in");
  });

  it("survives a network failure and a body that is not a translation", async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockImplementationOnce(() => Promise.reject(new TypeError("offline")))
      .mockImplementationOnce(() => respond(200, "not an object"));
    const texts = store(fetch);
    texts.load("it");
    texts.load("nl");
    await settle();
    expect(texts.translator("it").t("labels.continue")).toBe("Continue");
    expect(texts.translator("nl").t("labels.continue")).toBe("Continue");
  });

  it("tries the region first, then the base language", async () => {
    const fetch = vi.fn((url: string) =>
      url.endsWith("/pt.json") ? respond(200, { labels: { back: "Voltar" } }) : respond(404),
    );
    const texts = store(fetch as unknown as typeof globalThis.fetch);
    texts.load("pt-BR");
    await settle();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["/i18n/pt-BR.json", "/i18n/pt.json"]);
    expect(texts.translator("pt-BR").t("labels.back")).toBe("Voltar");
    expect(texts.translator("pt-BR").lang).toBe("pt");
    expect(texts.translator("sv-SE").t("labels.back")).toBe("Tillbaka");
  });

  it("lets the page's own texts win and does not fetch a language the page gives", async () => {
    const fetch = vi.fn(() => respond(404));
    const texts = store(fetch, {
      en: { labels: { continue: "Go on" } },
      de: { labels: { continue: "Weiter" } },
    });
    texts.load("de");
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(texts.translator("en").t("labels.continue")).toBe("Go on");
    expect(texts.translator("de").t("labels.continue")).toBe("Weiter");
    expect(texts.translator("de").t("labels.back")).toBe("Back");
  });

  it("hands out the same translator until a file arrives", () => {
    const texts = store(vi.fn(() => respond(404)));
    expect(texts.translator("sv")).toBe(texts.translator("sv"));
  });
});

describe("helpers", () => {
  it.each([
    ["pt-BR", ["pt-BR", "pt"]],
    ["sv", ["sv"]],
    ["zh", ["zh"]],
  ])("languageCandidates(%j) is %j", (lang, candidates) => {
    expect(languageCandidates(lang)).toEqual(candidates);
  });

  it("keeps only string texts of known groups", () => {
    expect(
      sanitizeTranslation({ labels: { a: "x", b: 1 }, evil: { c: "y" }, texts: null }),
    ).toEqual({ labels: { a: "x" } });
    expect(sanitizeTranslation("nope")).toBeUndefined();
  });

  it.each([
    ["Retry in {passwordRetryAfter}", { passwordRetryAfter: "3s" }, "Retry in 3s"],
    ["{a} and {b}", { a: 1 }, "1 and {b}"],
    ["No {constructor}", {}, "No {constructor}"],
  ])("interpolate(%j, %j) is %j", (text, values, result) => {
    expect(interpolate(text, values)).toBe(result);
  });
});
