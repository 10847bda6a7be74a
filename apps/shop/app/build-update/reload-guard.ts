/** Spec §8/§9: a failed chunk load reloads the page once, guarded for 10 s. */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = "kretsbutiken:chunk-reload";

/** Whether a reload may happen now, given when the last one happened (ms since epoch). */
export function mayReload(lastReloadAt: number | undefined, now: number): boolean {
  return lastReloadAt === undefined || !(now - lastReloadAt < RELOAD_GUARD_MS);
}

/**
 * Reloads the page unless it already did so in the last 10 s; the guard lives in session
 * storage so it survives the reload itself. Returns whether it reloaded.
 */
export function reloadOnce(
  storage: Pick<Storage, "getItem" | "setItem"> = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
): boolean {
  const stored = Number(storage.getItem(RELOAD_GUARD_KEY));
  if (!mayReload(Number.isFinite(stored) && stored > 0 ? stored : undefined, now)) return false;
  storage.setItem(RELOAD_GUARD_KEY, String(now));
  reload();
  return true;
}
