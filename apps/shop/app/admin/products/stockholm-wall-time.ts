// Times as staff type them in the admin: a wall-clock time in Sweden ("2026-12-01T08:00" from a
// datetime-local field), turned into an instant, and back. Summer time is Stockholm's own rule
// (Intl), not a fixed offset.
const FIELD = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Stockholm",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function wallOf(instant: number): {
  y: number;
  m: number;
  d: number;
  h: number;
  min: number;
  s: number;
} {
  const found = parts.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(found.find((it) => it.type === type)?.value ?? "0");
  return {
    y: part("year"),
    m: part("month"),
    d: part("day"),
    h: part("hour"),
    min: part("minute"),
    s: part("second"),
  };
}

/** Stockholm's offset from UTC at an instant, in ms. */
function offsetAt(instant: number): number {
  const w = wallOf(instant);
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s) - Math.floor(instant / 1000) * 1000;
}

/** "2026-12-01T08:00" in Stockholm → that instant; undefined for anything else. */
export function parseStockholmWallTime(text: string): Date | undefined {
  const match = FIELD.exec(text.trim());
  if (!match) return undefined;
  const [y, m, d, h, min] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (m < 1 || m > 12 || d < 1 || d > 31 || h > 23 || min > 59) return undefined;
  const wall = Date.UTC(y, m - 1, d, h, min);
  const check = new Date(wall);
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return undefined;
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
}

/** An instant as a datetime-local field's value in Stockholm: "2026-12-01T08:00". */
export function toStockholmWallTime(instant: Date): string {
  const w = wallOf(instant.getTime());
  const two = (n: number) => String(n).padStart(2, "0");
  return `${w.y}-${two(w.m)}-${two(w.d)}T${two(w.h)}:${two(w.min)}`;
}
