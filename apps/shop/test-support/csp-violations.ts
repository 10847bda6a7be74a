// Proof that the shop's Content-Security-Policy blocks nothing the shop itself does
// (server/security-headers/): every page of a browser context is watched for the
// `securitypolicyviolation` event (it is composed, so the widget's shadow roots report too) and
// for the console's reports of a policy, including those no event is fired for. Specs that
// already visit every page type (the route crawl, axe), every widget screen (e2e/shop-accounts*)
// and the way to the payment page (e2e/shop-checkout) import `test` from here, so the check
// costs no page visit of its own.
import { test as base, expect, type BrowserContext } from "@playwright/test";

const BINDING = "__kbCspViolation";

/** Starts watching every page of the context; the list fills as violations happen. */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding(BINDING, ({ page }, report: string) => {
    violations.push(`${page.url()}: ${report}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      "securitypolicyviolation",
      (event) => {
        const report = (window as unknown as Record<string, (report: string) => void>)[binding];
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : "";
        report?.(
          `${event.effectiveDirective} refused ${event.blockedURI || "inline"}${where}: ${event.sample}`,
        );
      },
      true,
    );
  }, BINDING);
  context.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy/i.test(text)) {
      violations.push(`${message.page()?.url() ?? "?"}: console: ${text}`);
    }
  });
  return violations;
}

/** Playwright's test, failing any test whose default context saw a policy violation. */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchCspViolations(context);
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
