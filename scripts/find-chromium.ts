// Finds a Chromium or Chrome already on this machine. Playwright never downloads a browser
// here: the tests run on the machine's own.
import { existsSync } from "node:fs";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

/** The browser to test with: CHROMIUM_PATH when set, else the first known install found. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/** Flags for a headless Chromium on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
