// The workshop's opening hours per ISO weekday (1 = Monday … 7 = Sunday) as Stockholm wall-clock
// minutes since midnight; a weekday without hours is closed. Closed dates (holidays, vacation)
// are kept apart as YYYY-MM-DD.

export interface OpeningHours {
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** Minutes after midnight, Stockholm time; null when closed that weekday. */
  opensAt: number | null;
  closesAt: number | null;
}

/** The demo calendar: weekdays 9–17, Saturdays 10–14, Sundays closed. */
export const DEFAULT_OPENING_HOURS: readonly OpeningHours[] = [
  { weekday: 1, opensAt: 9 * 60, closesAt: 17 * 60 },
  { weekday: 2, opensAt: 9 * 60, closesAt: 17 * 60 },
  { weekday: 3, opensAt: 9 * 60, closesAt: 17 * 60 },
  { weekday: 4, opensAt: 9 * 60, closesAt: 17 * 60 },
  { weekday: 5, opensAt: 9 * 60, closesAt: 17 * 60 },
  { weekday: 6, opensAt: 10 * 60, closesAt: 14 * 60 },
  { weekday: 7, opensAt: null, closesAt: null },
];

/** "09:30" → 570; anything but a valid HH:MM → undefined. */
export function parseClock(value: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 570 → "09:30". */
export const formatClock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export const isIsoDate = (value: unknown): value is string =>
  typeof value === "string" &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
