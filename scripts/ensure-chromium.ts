// Run before the browser tests: makes sure a Chromium is there. On Debian, as root, it
// installs Debian's `chromium`; anywhere else it says how to get one and fails.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "./find-chromium.ts";

function installOnDebian(): boolean {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync("/etc/debian_version")) return false;
  console.log("No Chromium found: installing Debian's chromium package (apt-get).");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  return true;
}

let browser = findChromium();
if (!browser && installOnDebian()) browser = findChromium();
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
