// Run before the unit tests: makes sure Sphinx's searchd is there for the external search
// engine's tests (apps/shop/test-support/searchd.ts). On Debian, as root, it installs Debian's
// `sphinxsearch`; anywhere else it says how to get one. Without it those tests skip, except
// under CI, where they fail: so only CI makes its absence an error here.
import { installDebianPackage } from "./debian-package.ts";
import { findSearchd } from "./find-searchd.ts";
import { isCi } from "./required-services.ts";

function installed(): boolean {
  try {
    return installDebianPackage("sphinxsearch", "searchd");
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
