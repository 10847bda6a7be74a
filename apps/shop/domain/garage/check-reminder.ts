// A rider's tyre and brake check reminder (Min garage, issue 41): "remind me every N km or every
// M months". Whether one is due is a pure rule of the odometer the rider entered, the last check
// and the calendar; the store and the sender are server/garage/.

/** Bounds of what a rider may ask for. */
export const REMINDER_KM = { min: 50, max: 20_000 } as const;
export const REMINDER_MONTHS = { min: 1, max: 24 } as const;

/** pending: waits for its confirmation link; active: mailed when due; unsubscribed: ended. */
export type ReminderStatus = "pending" | "active" | "unsubscribed";

export interface ReminderRule {
  /** Every this many km since the last check; undefined for none. */
  everyKm: number | undefined;
  /** Every this many months since the last check; undefined for none. */
  everyMonths: number | undefined;
}

export interface ReminderState extends ReminderRule {
  /** The odometer at the last check (or when the reminder was asked for); undefined if unknown. */
  lastCheckKm: number | undefined;
  /** When the last check was done (or the reminder asked for), ISO timestamp. */
  lastCheckAt: string;
}

export type DueReason = "km" | "months";

export interface Dueness {
  due: boolean;
  /** What made it due, km first when both did. */
  reason: DueReason | undefined;
  /** Km ridden since the last check, when both odometer readings are known. */
  kmSince: number | undefined;
  /** The odometer reading at which the next check is due. */
  dueAtKm: number | undefined;
  /** The day the next check is due by the calendar, ISO timestamp. */
  dueAtDate: string | undefined;
}

/** `at` plus `months` calendar months, the day clamped to the month's end (31 Jan + 1 → 28 Feb). */
export function addMonths(at: Date, months: number): Date {
  const result = new Date(at.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Whether a check is due now, given the odometer the rider last entered. */
export function checkDueness(
  state: ReminderState,
  odometerKm: number | undefined,
  now: Date,
): Dueness {
  const kmSince =
    odometerKm !== undefined && state.lastCheckKm !== undefined
      ? Math.max(0, odometerKm - state.lastCheckKm)
      : undefined;
  const dueAtKm =
    state.everyKm !== undefined && state.lastCheckKm !== undefined
      ? state.lastCheckKm + state.everyKm
      : undefined;
  const dueAtDate =
    state.everyMonths !== undefined
      ? addMonths(new Date(state.lastCheckAt), state.everyMonths).toISOString()
      : undefined;
  const byKm = state.everyKm !== undefined && kmSince !== undefined && kmSince >= state.everyKm;
  const byMonths = dueAtDate !== undefined && Date.parse(dueAtDate) <= now.getTime();
  return {
    due: byKm || byMonths,
    reason: byKm ? "km" : byMonths ? "months" : undefined,
    kmSince,
    dueAtKm,
    dueAtDate,
  };
}
