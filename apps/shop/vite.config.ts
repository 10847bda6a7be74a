import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { blogContentPlugin } from "./build-plugins/blog-content.ts";
import { dictionariesPlugin } from "./build-plugins/dictionaries.ts";

const shopDir = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.join(shopDir, "app");

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), dictionariesPlugin(appDir), blogContentPlugin(shopDir)],
  build: {
    rolldownOptions: {
      output: {
        // React, React DOM and React Router in one file, as every page needs all of them: one
        // request, and compressed together rather than as five parts.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
