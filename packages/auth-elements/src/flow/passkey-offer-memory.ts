// "Not now" to the passkey offered after a sign-in, remembered on this device: for 90 days the
// widget answers the offer with `skip` by itself instead of asking again at every sign-in. Kept
// in localStorage beside the SDK's own keys (`<storageKey>_passkey_offer_declined`, the time in
// epoch milliseconds); without storage nothing is remembered and the offer is shown as before.

export const PASSKEY_OFFER_QUIET_DAYS = 90;
const QUIET_MS = PASSKEY_OFFER_QUIET_DAYS * 24 * 60 * 60 * 1000;

export type PasskeyOfferMemory = {
  /** True while a "not now" of the last 90 days stands. */
  declined(): boolean;
  decline(): void;
};

type StorageLike = Pick<Storage, "getItem" | "setItem">;

export function passkeyOfferKey(storageKey: string): string {
  return `${storageKey}_passkey_offer_declined`;
}

export function passkeyOfferMemory(
  storage: () => StorageLike | undefined,
  storageKey: string,
  now: () => number = Date.now,
): PasskeyOfferMemory {
  const key = passkeyOfferKey(storageKey);
  return {
    declined() {
      try {
        const at = Number(storage()?.getItem(key) ?? Number.NaN);
        const since = now() - at;
        return since >= 0 && since < QUIET_MS;
      } catch {
        return false;
      }
    },
    decline() {
      try {
        storage()?.setItem(key, String(now()));
      } catch {
        // Storage full or forbidden: the offer comes again next time, nothing worse.
      }
    },
  };
}
