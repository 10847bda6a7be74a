// Proof for issue 4: every route of spec §2 answers with its status and a visible heading in
// Swedish, and in English after switching language in the header, without console errors
// (hydration mismatches included); pages marked `filled` without an empty state. That the
// server then renders English from the cookie is proved once, in app/i18n/language.spec.ts.
// The page's heading is the first h1: the sign-in widget on the account pages has its own,
// inside its shadow root. Each visit also proves the Content-Security-Policy blocks nothing
// (test-support/csp-violations.ts).
import { expect, test } from "../../test-support/csp-violations.ts";
import { collectPageProblems, waitForHydration } from "../../test-support/page-problems.ts";
import { routeHeadings } from "../../test-support/route-headings.ts";
import { extraRoutes, specRoutes } from "../../test-support/spec-routes.ts";

test.describe.configure({ mode: "parallel" });

for (const { path, status, filled } of [...specRoutes, ...extraRoutes]) {
  test(`${path} answers ${status} with its heading in Swedish, then in English`, async ({
    page,
  }) => {
    const expected = routeHeadings[path];
    const heading = page.getByRole("heading", { level: 1 }).first();
    expect(expected, `no expected heading for ${path}`).toBeDefined();
    const problems = collectPageProblems(page);

    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expect(heading).toHaveText(expected!.se);
    await expect(heading).toBeVisible();
    // The element gallery shows the empty state itself, as a specimen: that one is content.
    if (filled)
      await expect(page.locator("[data-empty-state]:not([data-specimen] *)")).toHaveCount(0);
    await waitForHydration(page);

    await page.getByRole("button", { name: "English", exact: true }).click();
    await expect(heading).toHaveText(expected!.en);
    await expect(heading).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(problems).toEqual([]);
  });
}
