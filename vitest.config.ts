import { readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { blogContentPlugin } from "./apps/shop/build-plugins/blog-content.ts";
import { requireServicesInCi } from "./scripts/required-services.ts";
import { scaled } from "./scripts/time-scale.ts";

// In CI no PostgreSQL or Redis variant may skip itself for want of its service.
requireServicesInCi();

// Unit and integration tests are *.test.ts(x) beside the code; one Vitest project per
// workspace so `npm test -w <workspace>` runs only its own.
// 10 s a test and a hook on a quiet four-core machine rather than Vitest's 5, scaled for this
// one (scripts/time-scale.ts: 20 s on two cores): the PostgreSQL races and the tests that start
// processes share the cores with the rest of the suite, and took just over 5 s on a busy
// two-core machine. A test that hangs still fails.
const NON_EMPTY_TABLES = new URL("./scripts/vitest-setup/non-empty-tables.ts", import.meta.url)
  .pathname;
const workspace = (name: string, root: string) => ({
  test: {
    name,
    root,
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "build/**"],
    testTimeout: scaled(10_000),
    hookTimeout: scaled(10_000),
    // An empty .each table is an error, never a file that passes having tested nothing.
    setupFiles: [NON_EMPTY_TABLES],
  },
  resolve: { alias: PACKAGE_SOURCES },
});

// Inside the repository the three published packages are read from their sources, as
// tsconfig.base.json's `paths` say (the one list of them), so a change is tested at once,
// without a build; the shop alone reads their built entry points, as an outside app does
// (docs/decisions/0041).
const base = new URL("./tsconfig.base.json", import.meta.url);
const { paths } = (
  JSON.parse(readFileSync(base, "utf8")) as { compilerOptions: { paths: Record<string, string[]> } }
).compilerOptions;
const PACKAGE_SOURCES = Object.entries(paths).map(([name, [source = ""]]) => ({
  find: new RegExp(`^${name}$`),
  replacement: new URL(source, base).pathname,
}));

// The widget's tests run in happy-dom, twice: on React, and on preact/compat as its
// standalone bundle does (packages/auth-elements/vite.config.ts).
const widget = (name: string, renderer: "react" | "preact") => {
  const { test } = workspace(name, "packages/auth-elements");
  return {
    test: {
      ...test,
      environment: "happy-dom",
      css: true,
      env: { AUTH_ELEMENTS_RENDERER: renderer },
    },
    resolve: { alias: [...PACKAGE_SOURCES, ...(renderer === "preact" ? PREACT_ALIASES : [])] },
  };
};

const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react(-dom)?$/, replacement: "preact/compat" },
];

export default defineConfig({
  test: {
    projects: [
      workspace("@kretsbutiken/flow-protocol", "packages/flow-protocol"),
      workspace("@kretsbutiken/env-config", "packages/env-config"),
      workspace("@kretsbutiken/server-kit", "packages/server-kit"),
      workspace("@kretsbutiken/database", "packages/database"),
      workspace("@kretsbutiken/auth-sdk", "packages/auth-sdk"),
      widget("@kretsbutiken/auth-elements", "react"),
      widget("@kretsbutiken/auth-elements:preact", "preact"),
      workspace("@kretsbutiken/auth", "apps/auth"),
      // The shop's modules import the blog compiled by its build plugin, as its server does,
      // and the built packages (no alias), as its server and bundle do.
      {
        test: workspace("@kretsbutiken/shop", "apps/shop").test,
        plugins: [blogContentPlugin("apps/shop")],
      },
      workspace("scripts", "scripts"),
    ],
  },
});
