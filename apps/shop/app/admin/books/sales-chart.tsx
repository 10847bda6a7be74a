// The overview's sales per day as a bar chart, drawn here as SVG (no chart library, nothing
// loaded outside the admin). The SVG is one image to assistive technology (role="img", its title
// and a description with the total and the best day); the same numbers follow in a table that
// only screen readers read, so no figure is only in the picture.
import type { DayFigures } from "../../../server/admin/books/overview.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import { formatSek } from "../../../domain/admin-format.ts";
import { formatCalendarDate, formatDayMonth, formatWholeSek } from "./calendar-format.ts";
import { overviewMessages } from "./overview-messages.ts";

const WIDTH = 760;
const HEIGHT = 260;
const LEFT = 96;
const RIGHT = 8;
const TOP = 12;
const BOTTOM = 32;
const PLOT_W = WIDTH - LEFT - RIGHT;
const PLOT_H = HEIGHT - TOP - BOTTOM;

/** The smallest 1, 2, 2.5 or 5 × 10ⁿ öre at or above `value`: the top of the scale. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 100_00;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * magnitude >= value) ?? 10;
  return step * magnitude;
}

export function SalesChart({ days }: { days: readonly DayFigures[] }) {
  const t = usePageT(overviewMessages);
  const language = useLanguage();
  if (days.length === 0) return null;
  const first = formatCalendarDate(days[0]!.date, language);
  const last = formatCalendarDate(days.at(-1)!.date, language);
  const total = days.reduce((sum, day) => sum + day.sales, 0);
  const best = days.reduce((top, day) => (day.sales > top.sales ? day : top), days[0]!);
  const top = niceCeiling(best.sales);
  const band = PLOT_W / days.length;
  const barWidth = Math.max(2, band * 0.7);
  const y = (ore: number) => TOP + PLOT_H - (ore / top) * PLOT_H;
  const description =
    total === 0
      ? t("chart.empty", { first, last })
      : t("chart.desc", {
          first,
          last,
          total: formatSek(total, language),
          max: formatSek(best.sales, language),
          maxDate: formatCalendarDate(best.date, language),
        });

  return (
    <figure className="my-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="sales-chart-title sales-chart-desc"
        className="h-auto w-full max-w-4xl"
        data-testid="sales-chart"
      >
        <title id="sales-chart-title">{t("chart.title")}</title>
        <desc id="sales-chart-desc">{description}</desc>
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line
              x1={LEFT}
              x2={WIDTH - RIGHT}
              y1={y(top * share)}
              y2={y(top * share)}
              className="stroke-line"
              strokeWidth={1}
            />
            <text
              x={LEFT - 8}
              y={y(top * share)}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-ink-muted text-[12px]"
            >
              {formatWholeSek(top * share, language)}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const height = (day.sales / top) * PLOT_H;
          const x = LEFT + index * band + (band - barWidth) / 2;
          return (
            <g key={day.date}>
              {day.sales > 0 && (
                <rect
                  x={x}
                  y={TOP + PLOT_H - height}
                  width={barWidth}
                  height={height}
                  className="fill-primary"
                  data-date={day.date}
                >
                  <title>{`${formatCalendarDate(day.date, language)}: ${formatSek(day.sales, language)}`}</title>
                </rect>
              )}
              {/* A date a week apart, counted back from today, so today is always named. */}
              {(days.length - 1 - index) % 7 === 0 && (
                <text
                  x={LEFT + index * band + band / 2}
                  y={HEIGHT - 10}
                  textAnchor="middle"
                  className="fill-ink-muted text-[12px]"
                >
                  {formatDayMonth(day.date, language)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{t("chart.tableCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("chart.date")}</th>
            <th scope="col">{t("chart.orders")}</th>
            <th scope="col">{t("chart.sales")}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatCalendarDate(day.date, language)}</th>
              <td>{day.orders}</td>
              <td>{formatSek(day.sales, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
