// Times as staff type them in the admin: a wall-clock time in Sweden ("2026-12-01T08:00" from a
// datetime-local field), turned into an instant, and back. Summer time is Stockholm's own rule
// (Intl), not a fixed offset: the arithmetic is domain/stockholm-time.ts.
import { stockholmInstant, stockholmWallClock } from "../../../domain/stockholm-time.ts";

const FIELD = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "2026-12-01T08:00" in Stockholm → that instant; undefined for anything else. */
export function parseStockholmWallTime(text: string): Date | undefined {
  const match = FIELD.exec(text.trim());
  if (!match) return undefined;
  const [y, m, d, h, min] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (m < 1 || m > 12 || d < 1 || d > 31 || h > 23 || min > 59) return undefined;
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return undefined;
  return stockholmInstant(y, m, d, h, min);
}

/** An instant as a datetime-local field's value in Stockholm: "2026-12-01T08:00". */
export function toStockholmWallTime(instant: Date): string {
  const wall = stockholmWallClock(instant);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}`;
}
