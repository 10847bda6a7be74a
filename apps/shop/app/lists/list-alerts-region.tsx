import { CloseIcon } from "../components/icons.tsx";
import { useT } from "../i18n/use-t.ts";
import { dismissAlert, useListAlerts, type AlertTone, type ListAlert } from "./list-alerts.ts";

const TONE: Record<AlertTone, string> = {
  info: "border-success",
  error: "border-danger",
};

function Toast({ alert }: { alert: ListAlert }) {
  const t = useT();
  return (
    <div
      className={`pointer-events-auto flex w-full max-w-md items-start gap-2 rounded-card border-s-4 bg-surface p-3 text-ink shadow-lg ${TONE[alert.tone]}`}
      data-alert={alert.tone}
    >
      <p className="flex-1 text-sm">{alert.text}</p>
      <button
        type="button"
        onClick={() => dismissAlert(alert.id)}
        className="rounded-control p-1 hover:bg-surface-muted"
      >
        <CloseIcon />
        <span className="sr-only">{t("lists.alert.dismiss")}</span>
      </button>
    </div>
  );
}

/**
 * Where the cart, wishlist and compare messages appear. Both live regions are in the server's
 * HTML from the start, so screen readers announce what is put in them later.
 */
export function ListAlerts() {
  const alerts = useListAlerts();
  const region = "pointer-events-none flex flex-col items-center gap-2";
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-60 flex flex-col items-center gap-2 px-4">
      <div role="status" aria-live="polite" className={`${region} w-full`}>
        {alerts
          .filter((alert) => alert.tone === "info")
          .map((alert) => (
            <Toast key={alert.id} alert={alert} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" className={`${region} w-full`}>
        {alerts
          .filter((alert) => alert.tone === "error")
          .map((alert) => (
            <Toast key={alert.id} alert={alert} />
          ))}
      </div>
    </div>
  );
}
