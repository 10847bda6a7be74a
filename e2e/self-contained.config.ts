// The cross-app browser tests that start every server they need themselves (an auth server per
// spec, identity providers, the widget pages), without the shop the root configuration starts:
//   npx playwright test -c e2e/self-contained.config.ts [file filter]
// The root playwright.config.ts runs the same specs as part of `npm run test:browser`.
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../scripts/find-chromium.ts";
import { scaled } from "../scripts/time-scale.ts";

export default defineConfig({
  testDir: ".",
  testMatch: [
    "official-elements*.spec.ts",
    "third-party-sign-in.spec.ts",
    "saml-sign-in.spec.ts",
    "packed-packages.spec.ts",
    "shop-session-cookie.spec.ts",
    "openid-provider.spec.ts",
  ],
  workers: process.env.CI ? 1 : 2,
  forbidOnly: true,
  retries: 0,
  timeout: scaled(30_000),
  expect: { timeout: scaled(5_000) },
  reporter: [["list"]],
  use: { trace: "off" },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
      },
    },
  ],
});
