// The interface strings in the browser, one language at a time. The server keeps both
// languages (app/i18n/messages.ts). The browser build gets, per language, a module holding
// only that language's strings, named after its content, and the page loads only its own
// language (app/i18n/dictionaries.client.ts). The names are computed from the strings, so the
// server build and the browser build agree on them without talking to each other, and the
// server can link the file a page needs (app/i18n/dictionary-preload.tsx).
import { createHash } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import type { Language } from "../domain/language.ts";

const FILES_ID = "virtual:kb-dictionary-files";
const RESOLVED_FILES_ID = `\0${FILES_ID}`;

interface DictionaryFile {
  fileName: string;
  source: string;
}

async function compileDictionaries(appDir: string): Promise<Map<Language, DictionaryFile>> {
  // Node loads the TypeScript source itself; no bundler is involved in reading the strings.
  const module = (await import(pathToFileURL(path.join(appDir, "i18n/messages.ts")).href)) as {
    messages: Record<Language, Record<string, string>>;
  };
  const files = new Map<Language, DictionaryFile>();
  for (const [language, strings] of Object.entries(module.messages) as [
    Language,
    Record<string, string>,
  ][]) {
    // JSON.parse of a string literal is faster to start than the same object as code.
    const source = `export default JSON.parse(${JSON.stringify(JSON.stringify(strings))});\n`;
    // Eight characters, as Vite names the other hashed files.
    const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
    files.set(language, { fileName: `assets/messages-${language}-${hash}.js`, source });
  }
  return files;
}

/**
 * In a build: emits each language's module into the browser build, gives both builds the
 * files' URLs (`virtual:kb-dictionary-files`), and has the browser's code import
 * dictionaries.client.ts wherever the app imports dictionaries.ts. In the dev server nothing
 * is swapped: the browser gets both languages, as the server does, and no file is linked.
 */
export function dictionariesPlugin(appDir: string): Plugin {
  let building = false;
  let compiled: Promise<Map<Language, DictionaryFile>> | undefined;
  const dictionaries = () => (compiled ??= compileDictionaries(appDir));
  const serverModule = path.join(appDir, "i18n/dictionaries.ts");
  return {
    name: "kb-dictionaries",
    // Before Vite's own resolver, which would otherwise settle the relative import first.
    enforce: "pre",
    configResolved(config) {
      building = config.command === "build";
    },
    async resolveId(source, importer) {
      if (source === FILES_ID) return RESOLVED_FILES_ID;
      if (!building || this.environment.name !== "client" || !importer) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (resolved?.id !== serverModule) return null;
      return path.join(appDir, "i18n/dictionaries.client.ts");
    },
    async load(id) {
      if (id !== RESOLVED_FILES_ID) return null;
      if (!building) return "export const DICTIONARY_FILES = undefined;\n";
      const urls = Object.fromEntries(
        [...(await dictionaries())].map(([language, file]) => [language, `/${file.fileName}`]),
      );
      return `export const DICTIONARY_FILES = ${JSON.stringify(urls)};\n`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of (await dictionaries()).values()) {
        this.emitFile({ type: "asset", fileName: file.fileName, source: file.source });
      }
    },
  };
}
