// The JS budget: what each kind of page makes the browser download before it can hydrate
// (gzip -9 of every script its HTML preloads: the framework, the route's chunks and the page's
// language strings), against a budget in bytes. A page that grows past its budget fails here,
// so later work cannot undo the performance work unnoticed; raise a budget only knowingly, and
// say why in the commit. Bytes, never time. The comparison with a bare React Router page is
// bench/shop-weight.ts's.
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import {
  fetchBytes,
  firstProductPath,
  preloadedAssets,
} from "../../test-support/preloaded-assets.ts";

/**
 * Bytes (gzip -9) per page type: the size measured when the budget was set, plus about 1 %.
 * The bare React Router page of bench/shop-baseline weighs 110,400 B the same way. Raised by
 * 100–350 B where the list buttons' forms and the check for a post before hydration
 * (decision record 0051, about 330 B in the shared chunk) took a page past its budget.
 */
const BUDGETS: readonly {
  page: string;
  path: string | ((origin: string) => Promise<string>);
  bytes: number;
}[] = [
  { page: "home", path: "/", bytes: 144_500 },
  { page: "listing", path: "/shop/shop_left_sidebar", bytes: 150_500 },
  { page: "category", path: "/Huawei/P-Series", bytes: 149_700 },
  // Product, cart and sign-in: the list buttons' forms and the account menu's fetch after
  // hydration together (issue 37) came to 153,505, 145,306 and 144,352 B; raised by 100 B.
  { page: "product", path: firstProductPath, bytes: 153_600 },
  // Raised from 143,500 for paging, facets and near spellings (issue 37): 144,503 measured,
  // then the list buttons' forms (+330 in the shared chunk).
  { page: "search", path: "/page/search?q=laddare", bytes: 145_200 },
  { page: "cart", path: "/page/cart", bytes: 145_400 },
  { page: "checkout", path: "/page/checkout", bytes: 171_500 },
  { page: "sign-in", path: "/page/login", bytes: 144_450 },
  { page: "blog", path: "/blog", bytes: 146_200 },
  { page: "content page", path: "/page/faq", bytes: 146_100 },
];

async function scriptBytes(
  origin: string,
  pagePath: string,
): Promise<{ bytes: number; files: string[] }> {
  const { scripts } = await preloadedAssets(origin, pagePath);
  let bytes = 0;
  for (const href of scripts)
    bytes += gzipSync(await fetchBytes(origin + href), { level: 9 }).length;
  return { bytes, files: scripts };
}

for (const budget of BUDGETS) {
  test(`the ${budget.page} page's scripts stay within ${budget.bytes.toLocaleString("en")} B gzip`, async ({
    baseURL,
  }) => {
    const origin = baseURL ?? "";
    const pagePath = typeof budget.path === "string" ? budget.path : await budget.path(origin);
    const { bytes, files } = await scriptBytes(origin, pagePath);
    expect(files.some((file) => /\/assets\/messages-se-/.test(file))).toBe(true);
    expect(
      bytes,
      `${pagePath} preloads ${files.length} scripts, ${bytes.toLocaleString("en")} B gzip`,
    ).toBeLessThanOrEqual(budget.bytes);
  });
}
