// Two library builds of the same source (`npm run build`), the package's two entry points:
//   --mode react       dist/react/auth-elements.js ("."): for pages that already have React;
//                      react and react-dom stay imports of the page's own copy.
//   --mode standalone  dist/standalone/elements.js ("./standalone"): for any page, one file
//                      with no imports; react and react-dom are aliased to preact/compat to stay
//                      under the official bundle's size (issue 6 "Size"). The source stays React.
// The standalone build emits every language as i18n/<lang>.json beside it, to serve at /i18n
// ("./i18n/*.json"). Source maps are written without a reference in the bundle ("hidden"): for
// our own debugging, not shipped in the package.
import { defineConfig, type Plugin } from "vite";
import type { Translation } from "./src/i18n/translation.ts";

const ENTRIES = {
  react: new URL("./src/index.ts", import.meta.url).pathname,
  standalone: new URL("./src/standalone.ts", import.meta.url).pathname,
};

const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react(-dom)?$/, replacement: "preact/compat" },
];

/**
 * The standalone build compiles our JSX to Preact's createElement, children as arguments, rather
 * than to the automatic runtime's `jsx(type, { ...props, children: [...] })`: 314 B gzip. The
 * React build keeps React's automatic runtime, as the tests do; the source is the same.
 */
const PREACT_CLASSIC_JSX = {
  jsx: { runtime: "classic", pragma: "__createElement", pragmaFrag: "__Fragment" },
  jsxInject: `import { createElement as __createElement, Fragment as __Fragment } from "react";`,
} as const;

/** Language files served from `translationsLocation` (default /i18n). */
function languageFiles(): Plugin {
  return {
    name: "auth-elements-language-files",
    async generateBundle() {
      const { LANGUAGES } = (await import("./src/i18n/languages/index.ts")) as {
        LANGUAGES: Record<string, Translation>;
      };
      for (const [lang, translation] of Object.entries(LANGUAGES)) {
        this.emitFile({
          type: "asset",
          fileName: `i18n/${lang}.json`,
          source: `${JSON.stringify(translation)}\n`,
        });
      }
    },
  };
}

export default defineConfig(({ mode }) => {
  const standalone = mode === "standalone";
  return {
    resolve: { alias: standalone ? PREACT_ALIASES : [] },
    ...(standalone && { oxc: PREACT_CLASSIC_JSX }),
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    plugins: standalone ? [languageFiles()] : [],
    build: {
      outDir: standalone ? "dist/standalone" : "dist/react",
      emptyOutDir: true,
      // Terser first (its second compress pass finds what Oxc leaves), then Rolldown's Oxc
      // minifier over its output (`output.minify`): 706 B gzip off the standalone bundle and
      // 589 B off the React one, against Oxc alone.
      minify: "terser",
      terserOptions: { module: true, compress: { passes: 2 }, format: { comments: false } },
      sourcemap: "hidden",
      target: "es2022",
      lib: {
        entry: standalone ? ENTRIES.standalone : ENTRIES.react,
        formats: ["es"],
        fileName: () => (standalone ? "elements.js" : "auth-elements.js"),
      },
      rolldownOptions: {
        external: standalone ? [] : [/^react($|\/)/, /^react-dom($|\/)/],
        // Vite leaves whitespace, module comments and /* @__PURE__ */ marks in an ES library,
        // for a bundler to shake. Nothing in either build is left to shake (register() reaches
        // every module), so both are minified to the end, as the official bundle is: 4.8 KB
        // gzip off the React build, 240 B off the standalone one.
        // Unused tables such as the action catalogue drop out because the three packages say
        // `"sideEffects": false` in their manifests (importing them touches nothing).
        output: { minify: true, comments: false },
      },
    },
  };
});
