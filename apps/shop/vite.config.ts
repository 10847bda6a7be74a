import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { dictionariesPlugin } from "./build-plugins/dictionaries.ts";

const appDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "app");

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), dictionariesPlugin(appDir)],
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
