// The URLs of the browser's per-language string modules (build-plugins/dictionaries.ts);
// undefined outside a build.
declare module "virtual:kb-dictionary-files" {
  export const DICTIONARY_FILES: Readonly<Record<"se" | "en", string>> | undefined;
}
