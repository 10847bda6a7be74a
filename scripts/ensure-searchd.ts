// Run before the unit tests: makes sure Sphinx's searchd is there for the external search
// engine's tests (apps/shop/test-support/searchd.ts). On Debian, as root, it installs Debian's
// `sphinxsearch`; anywhere else it says how to get one. Without it those tests skip, except
// under CI, where they fail: so only CI makes its absence an error here.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findSearchd } from "./find-searchd.ts";
import { isCi } from "./required-services.ts";

function installOnDebian(): boolean {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync("/etc/debian_version")) return false;
  console.log("No searchd found: installing Debian's sphinxsearch package (apt-get).");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "sphinxsearch"], { stdio: "inherit", env });
  return true;
}

function installed(): boolean {
  try {
    return installOnDebian();
  } catch (error) {
    console.warn(`Installing sphinxsearch failed: ${(error as Error).message}`);
    return false;
  }
}

let searchd = findSearchd();
if (!searchd && installed()) searchd = findSearchd();
if (searchd) {
  console.log(`The SphinxQL search engine's tests use ${searchd}`);
} else {
  const advice = [
    "No searchd (Sphinx 2.2 or Manticore) found for the SphinxQL search engine's tests.",
    "Install one (Debian/Ubuntu: `sudo apt-get install sphinxsearch`),",
    "or point SEARCHD_PATH at an existing searchd binary.",
  ].join("\n");
  if (isCi(process.env)) {
    console.error(advice);
    process.exit(1);
  }
  console.warn(`${advice}\nThose tests are skipped.`);
}
