// Run before the browser tests: makes sure a Chromium is there. On Debian, as root, it
// installs Debian's `chromium`; anywhere else it says how to get one and fails.
import { installDebianPackage } from "./debian-package.ts";
import { findChromium } from "./find-chromium.ts";

let browser = findChromium();
if (!browser && installDebianPackage("chromium", "Chromium")) browser = findChromium();
if (!browser) {
  console.error(
    [
      "No Chromium or Chrome found for the browser tests.",
      "Install one (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: install Google Chrome),",
      "or point CHROMIUM_PATH at an existing browser binary.",
    ].join("\n"),
  );
  process.exit(1);
}
console.log(`Browser tests use ${browser}`);
