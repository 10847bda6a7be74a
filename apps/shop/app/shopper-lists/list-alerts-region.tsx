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
      // An error is an alert of its own: announced at once when it is put on the page.
      role={alert.tone === "error" ? "alert" : undefined}
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
 * Where the cart, wishlist and compare messages appear. The polite live region for news is in
 * the server's HTML from the start (no role="status" on it: it is not the page's status), so screen readers announce what is put in it later; each
 * error toast is a role="alert" of its own, which is announced on insertion (an empty alert
 * region waiting on every page would be one more "alert" for nothing).
 */
export function ListAlerts() {
  const alerts = useListAlerts();
  const region = "pointer-events-none flex flex-col items-center gap-2";
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-60 flex flex-col items-center gap-2 px-4">
      <div aria-live="polite" data-testid="list-messages" className={`${region} w-full`}>
        {alerts
          .filter((alert) => alert.tone === "info")
          .map((alert) => (
            <Toast key={alert.id} alert={alert} />
          ))}
      </div>
      <div className={`${region} w-full`}>
        {alerts
          .filter((alert) => alert.tone === "error")
          .map((alert) => (
            <Toast key={alert.id} alert={alert} />
          ))}
      </div>
    </div>
  );
}
