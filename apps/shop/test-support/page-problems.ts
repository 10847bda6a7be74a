import type { Page } from "@playwright/test";

/**
 * Collects what would show up red in the browser console: uncaught errors, console errors
 * (hydration mismatches among them). A page that answers 404 on purpose makes Chromium log
 * "Failed to load resource … 404": that one is expected and left out.
 */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (/Failed to load resource: the server responded with a status of 404/.test(text)) return;
    problems.push(`console: ${text}`);
  });
  return problems;
}

/**
 * Waits until React Router has hydrated the server's HTML: its router exists. The page's
 * scripts start only after its first paint (app/performance/after-paint.ts), so the load event
 * no longer means they have run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => "__reactRouterRouteModules" in window && "__reactRouterDataRouter" in window,
  );
}
