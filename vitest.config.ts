import { defineConfig } from "vitest/config";

// Unit and integration tests are *.test.ts(x) beside the code; one Vitest project per
// workspace so `npm test -w <workspace>` runs only its own.
const workspace = (name: string, root: string) => ({
  test: {
    name,
    root,
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "build/**"],
  },
});

export default defineConfig({
  test: {
    projects: [
      workspace("@kretsbutiken/flow-protocol", "packages/flow-protocol"),
      workspace("@kretsbutiken/database", "packages/database"),
      workspace("@kretsbutiken/auth-sdk", "packages/auth-sdk"),
      workspace("@kretsbutiken/auth", "apps/auth"),
      workspace("@kretsbutiken/shop", "apps/shop"),
      workspace("scripts", "scripts"),
    ],
  },
});
