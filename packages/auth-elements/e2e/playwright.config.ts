// The widget's browser tests alone (`npm run test:browser -w @kretsbutiken/auth-elements`):
// each spec starts its own servers, so no shop is needed. The root configuration runs the
// same specs as part of `npm run test:browser`.
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../../../scripts/find-chromium.ts";

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  workers: 2,
  retries: 0,
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
