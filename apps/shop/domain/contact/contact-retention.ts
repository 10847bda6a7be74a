// How long the shop keeps what someone wrote through the contact form, as the privacy policy
// promises ("Kontaktformuläret"): a year after staff marked the matter handled, and two years
// after it was written whatever became of it.

/** Days a handled message is kept after it was marked handled. */
export const KEEP_HANDLED_DAYS = 365;
/** Days any message is kept after it was written. */
export const KEEP_AT_MOST_DAYS = 730;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ContactRetentionCutoffs {
  /** A message marked handled before this is deleted. */
  handledBefore: Date;
  /** A message written before this is deleted, handled or not. */
  writtenBefore: Date;
}

export function contactRetentionCutoffs(now: Date): ContactRetentionCutoffs {
  return {
    handledBefore: new Date(now.getTime() - KEEP_HANDLED_DAYS * DAY_MS),
    writtenBefore: new Date(now.getTime() - KEEP_AT_MOST_DAYS * DAY_MS),
  };
}
