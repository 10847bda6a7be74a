// When a failed delivery is tried again, and when a subscription gives up: 30 s after the
// first failure, doubling with each further one up to 6 h, so a receiver that is down for a
// day is asked about a dozen times per event. Deterministic (no jitter): instances already
// spread out, since each claims different rows. A subscription whose deliveries have failed
// without a single success for DISABLE_AFTER_MS is disabled until the admin API enables it.
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 6 * 60 * 60_000;
export const DISABLE_AFTER_MS = 24 * 60 * 60_000;

/** The wait after the `attempts`-th failed attempt (1 for the first). */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}
