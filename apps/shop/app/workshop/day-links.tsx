// The days of the coming two weeks as links (GET: works without JavaScript), each saying how
// many times are free; the chosen day is marked for assistive technology too.
import { Link } from "react-router";
import { formatSlotDay } from "../../domain/workshop/workshop-format.ts";
import { usePageT } from "../i18n/use-page-t.ts";
import { useLanguage } from "../root-data.ts";
import { workshopMessages } from "./workshop-messages.ts";

export interface DaySummary {
  date: string;
  closed: boolean;
  free: number;
}

export function DayLinks({
  days,
  chosen,
  hrefFor,
  labelledBy,
}: {
  days: readonly DaySummary[];
  chosen: string | undefined;
  hrefFor: (date: string) => string;
  labelledBy: string;
}) {
  const t = usePageT(workshopMessages);
  const language = useLanguage();
  return (
    <nav aria-labelledby={labelledBy}>
      <ul className="grid gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {days.map((day) => {
          const label = formatSlotDay(day.date, language);
          const state = day.closed
            ? t("book.closedDay")
            : day.free > 0
              ? t("book.freeCount", { count: day.free })
              : t("book.full");
          const box = "block rounded-control border px-3 py-2 text-sm";
          if (day.free === 0) {
            return (
              <li key={day.date} className={`${box} border-line text-ink-muted`}>
                <span className="block font-semibold capitalize">{label}</span> {state}
              </li>
            );
          }
          const current = day.date === chosen;
          return (
            <li key={day.date}>
              <Link
                to={hrefFor(day.date)}
                aria-current={current ? "date" : undefined}
                className={`${box} ${current ? "border-primary bg-primary text-on-primary" : "border-line hover:bg-surface-muted"}`}
                preventScrollReset
              >
                <span className="block font-semibold capitalize">{label}</span> {state}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
