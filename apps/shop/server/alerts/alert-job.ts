// When the alerts' job runs, on each instance (server.ts starts it): whenever this instance's
// catalogue learns that stock or prices changed (its own change, an admin's, or another
// instance's, read from the feed of changes; server/catalogue/catalogue-changes.ts), and at
// least every `everyMs` anyway, which covers an alert confirmed after its product changed and
// a run that failed. Runs never overlap on one instance; across instances the claim in
// send-due-alerts.ts keeps each alert to one mail.

export interface AlertJobOptions {
  /** Sends what is due (ProductAlerts.sendDue with the shop's origin); answers how many. */
  run: () => Promise<number>;
  /** Brings the catalogue up to date, so a change on another instance is noticed. */
  check: () => Promise<unknown>;
  /** Subscribes to the catalogue's changes; answers the unsubscribe. */
  onCatalogueChange: (listener: () => void) => () => void;
  /** How often the catalogue is checked. */
  checkEveryMs: number;
  /** The longest time between two runs. */
  everyMs: number;
  onSent?: (count: number) => void;
  onError: (error: unknown) => void;
  clock?: () => number;
}

export interface AlertJob {
  /** One run now (or right after the one under way); resolves when it is done. */
  trigger(): Promise<void>;
  stop(): void;
}

export function startAlertJob({
  run,
  check,
  onCatalogueChange,
  checkEveryMs,
  everyMs,
  onSent = () => {},
  onError,
  clock = Date.now,
}: AlertJobOptions): AlertJob {
  let lastRun = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | undefined;
  let again = false;

  function trigger(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        lastRun = clock();
        try {
          const sent = await run();
          if (sent > 0) onSent(sent);
        } catch (error) {
          onError(error);
        }
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  const unsubscribe = onCatalogueChange(() => void trigger());
  const timer = setInterval(() => {
    check().then(
      () => {
        if (clock() - lastRun >= everyMs) void trigger();
      },
      (error: unknown) => onError(error),
    );
  }, checkEveryMs);
  timer.unref();
  void trigger();
  return {
    trigger,
    stop() {
      clearInterval(timer);
      unsubscribe();
    },
  };
}
