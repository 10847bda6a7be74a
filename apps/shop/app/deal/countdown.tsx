import { useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../i18n/use-t.ts";
import { timeLeft } from "./time-left.ts";

/**
 * Time left until a real end (market.md: no looping countdowns). The first render uses the
 * server's clock, so the server's HTML and hydration agree; then it ticks each second on the
 * browser's. It is not a live region: a screen reader hears the end time in words instead of
 * a number changing every second.
 */
export function Countdown({
  endsAt,
  serverNow,
  ended,
}: {
  endsAt: string;
  serverNow: number;
  /** What shows once the time is up; the deal's "see the new deal" unless given. */
  ended?: ReactNode;
}) {
  const t = useT();
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // At once after hydration (the browser's clock takes over), then each second.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, []);
  const left = timeLeft(end, now);
  if (!left) {
    if (ended !== undefined) return ended;
    return (
      <p className="font-semibold" data-testid="deal-ended">
        {t("page.deal.ended")}{" "}
        <Link to="/veckans-deal" reloadDocument className="underline">
          {t("page.deal.next")}
        </Link>
      </p>
    );
  }
  const units = [
    [left.days, t("page.deal.days")],
    [left.hours, t("page.deal.hours")],
    [left.minutes, t("page.deal.minutes")],
    [left.seconds, t("page.deal.seconds")],
  ] as const;
  return (
    <div aria-hidden="true" data-testid="deal-countdown">
      <p className="text-sm font-semibold text-ink-muted">{t("page.deal.timeLeft")}</p>
      <ol className="mt-1 flex gap-2">
        {units.map(([value, label]) => (
          <li
            key={label}
            className="min-w-16 rounded-card bg-surface-muted px-2 py-1 text-center tabular-nums"
          >
            <span className="block text-2xl font-bold">{String(value).padStart(2, "0")}</span>
            <span className="text-xs text-ink-muted">{label}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
