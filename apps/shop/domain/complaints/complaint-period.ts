// How long a consumer may complain about a fault (konsumentköplagen 2022:260, market.md "Right of
// withdrawal"): three years from receiving the goods. A fault that shows within two years is
// presumed to have been there at delivery, so the shop must show otherwise to say no. The
// period counts from the delivery the order history records, or from the order's date when it
// has none (the goods may have been handed over outside the shop's tracking).

export const COMPLAINT_YEARS = 3;
export const PRESUMPTION_YEARS = 2;

const addYears = (iso: string, years: number): Date => {
  const at = new Date(iso);
  const later = new Date(at);
  later.setUTCFullYear(at.getUTCFullYear() + years);
  // 29 February plus whole years lands on 1 March: the period still ends on the last day of
  // February, never a day later.
  if (later.getUTCMonth() !== at.getUTCMonth()) later.setUTCDate(0);
  return later;
};

/** The last moment a complaint about goods received at `receivedAt` may arrive. */
export function complaintDeadline(receivedAt: string): Date {
  return addYears(receivedAt, COMPLAINT_YEARS);
}

/** Whether a complaint arriving `now` is within three years of `receivedAt`. */
export function withinComplaintPeriod(receivedAt: string, now: Date): boolean {
  return now.getTime() <= complaintDeadline(receivedAt).getTime();
}

/**
 * Whether a fault noticed on `noticedOn` (YYYY-MM-DD) is presumed to have been there at
 * delivery: noticed on or before the day two years after it.
 */
export function presumedAtDelivery(receivedAt: string, noticedOn: string): boolean {
  return noticedOn <= addYears(receivedAt, PRESUMPTION_YEARS).toISOString().slice(0, 10);
}
