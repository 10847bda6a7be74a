// Where a language's texts come from: bundled (en, sv), the page's `translations` option, or
// `${translationsLocation}/${lang}.json` fetched once. A failed fetch is remembered and the
// fallback language is used: no retry loop (the official widget re-fetches a 404 dozens of
// times a second, README §5 edge 9). One store per register() call.
import { createTranslate, hasText, type Translate } from "./translator.ts";
import type { PartialTranslation, Translation, Translations } from "./translation.ts";

export type TranslationStoreOptions = {
  bundled: Readonly<Record<string, Translation>>;
  /** The page's own texts by language; they win over every other source. */
  custom?: Translations | undefined;
  /** Folder the language files are fetched from, e.g. "/i18n". */
  location: string;
  fallbackLanguage: string;
  fetch?: typeof fetch | undefined;
};

export type Translator = {
  t: Translate;
  /** The language the texts are really in, for the `lang` attribute. */
  lang: string;
  /** Whether `key` has a text in any layer. */
  has: (key: string) => boolean;
};

const GROUPS = ["headlines", "texts", "labels", "errors", "flowErrors"] as const;

/** Keeps only string texts in known groups: a language file is data from the network. */
export function sanitizeTranslation(value: unknown): PartialTranslation | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const result: PartialTranslation = {};
  for (const group of GROUPS) {
    const texts = (value as Record<string, unknown>)[group];
    if (typeof texts !== "object" || texts === null) continue;
    const clean: Record<string, string> = {};
    for (const [key, text] of Object.entries(texts))
      if (typeof text === "string") clean[key] = text;
    (result as Record<string, Record<string, string>>)[group] = clean;
  }
  return result;
}

/** `pt-BR` → `["pt-BR", "pt"]`. */
export function languageCandidates(lang: string): string[] {
  const base = lang.split("-")[0] ?? lang;
  return base !== lang && base !== "" ? [lang, base] : [lang];
}

export class TranslationStore {
  readonly #options: TranslationStoreOptions;
  /** Fetched languages; `null` marks one whose fetch failed, which is never retried. */
  readonly #fetched = new Map<string, PartialTranslation | null>();
  readonly #listeners = new Set<() => void>();
  #version = 0;

  constructor(options: TranslationStoreOptions) {
    this.#options = options;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Changes whenever a fetch settles; the snapshot for useSyncExternalStore. */
  version = (): number => this.#version;

  #known(lang: string): PartialTranslation | undefined {
    return this.#options.bundled[lang] ?? this.#fetched.get(lang) ?? undefined;
  }

  #layersOf(lang: string): PartialTranslation[] {
    const layers: PartialTranslation[] = [];
    const custom = this.#options.custom?.[lang];
    if (custom !== undefined) layers.push(custom);
    const known = this.#known(lang);
    if (known !== undefined) layers.push(known);
    return layers;
  }

  /** Fetches the files `lang` needs that are neither bundled nor tried before. */
  load(lang: string): void {
    const fetchFn = this.#options.fetch ?? globalThis.fetch;
    for (const candidate of languageCandidates(lang)) {
      if (this.#options.bundled[candidate] !== undefined || this.#fetched.has(candidate)) continue;
      if (this.#options.custom?.[candidate] !== undefined) continue;
      this.#fetched.set(candidate, null);
      const url = `${this.#options.location.replace(/\/$/, "")}/${candidate}.json`;
      void fetchFn(url, { headers: { Accept: "application/json" } })
        .then(async (response) =>
          response.ok ? sanitizeTranslation(await response.json()) : undefined,
        )
        .catch(() => undefined)
        .then((translation) => {
          if (translation === undefined) return;
          this.#fetched.set(candidate, translation);
          this.#version += 1;
          for (const listener of this.#listeners) listener();
        });
    }
  }

  readonly #translators = new Map<string, { version: number; translator: Translator }>();

  /** The texts for `lang` as they stand; the same object until a language file arrives. */
  translator(lang: string): Translator {
    const cached = this.#translators.get(lang);
    if (cached?.version === this.#version) return cached.translator;
    const translator = this.#build(lang);
    this.#translators.set(lang, { version: this.#version, translator });
    return translator;
  }

  #build(lang: string): Translator {
    const { fallbackLanguage } = this.#options;
    const wanted = [...languageCandidates(lang), fallbackLanguage, "en"];
    const layers = wanted.flatMap((candidate) => this.#layersOf(candidate));
    const resolved =
      wanted.find((candidate) => this.#layersOf(candidate).length > 0) ?? fallbackLanguage;
    return {
      t: createTranslate(layers),
      lang: resolved,
      has: (key) => hasText(layers, key),
    };
  }
}
