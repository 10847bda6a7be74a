import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { blogContentPlugin } from "./build-plugins/blog-content.ts";
import { dictionariesPlugin } from "./build-plugins/dictionaries.ts";
import { inlineStylesheetPlugin } from "./build-plugins/inline-stylesheet.ts";
import { sharedChunkPlugin } from "./build-plugins/shared-chunk.ts";

const shopDir = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.join(shopDir, "app");
const sharedChunk = sharedChunkPlugin({
  root: path.join(appDir, "root.tsx"),
  // The shop's own source: the pages, and the rules and request plumbing beneath them.
  belongs: (id) =>
    ["app", "domain", "http"].some((dir) => id.startsWith(path.join(shopDir, dir) + path.sep)),
  minShared: 8,
  // The admin's pages share their own modules; counted, those would ride along on every
  // storefront page (README "Admin").
  counts: (id) => !id.startsWith(path.join(appDir, "routes", "admin") + path.sep),
});

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    dictionariesPlugin(appDir),
    blogContentPlugin(shopDir),
    inlineStylesheetPlugin(path.join(appDir, "app.css")),
    sharedChunk.plugin,
  ],
  build: {
    rolldownOptions: {
      output: {
        // React, React DOM and React Router in one file, as every page needs all of them: one
        // request, and compressed together rather than as five parts. The shell and the shop's
        // own modules that eight or more routes share (cards, lists, formatting) in one more
        // (build-plugins/shared-chunk.ts): measured, a page preloads 8–10 files instead of
        // 16–18 (33 before either group), and 1–5 KB gzip less than with no shared chunk (fewer
        // routes is less shared; a lower count puts into every page what few use).
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: "shop", test: (id) => sharedChunk.shared.has(id) },
          ],
        },
      },
    },
  },
});
