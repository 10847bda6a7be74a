import type { Page } from "@playwright/test";

/**
 * The page's cumulative layout shift so far (what Lighthouse's CLS adds up, without the
 * session windows): every layout-shift entry since the navigation not caused by input.
 * Read after what may shift has arrived; nothing here waits on a clock.
 */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          resolve(
            list
              .getEntries()
              .map(
                (entry) => entry as PerformanceEntry & { value: number; hadRecentInput: boolean },
              )
              .filter((entry) => !entry.hadRecentInput)
              .reduce((sum, entry) => sum + entry.value, 0),
          );
        });
        observer.observe({ type: "layout-shift", buffered: true });
        // With nothing buffered the callback never comes: a frame later there is nothing to add.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            observer.disconnect();
            resolve(0);
          }),
        );
      }),
  );
}
