// The messages the lists show (spec §4's "alerts"): kept here, shown by <ListAlerts> as a
// polite status region, errors as an assertive alert. Each fades after a while.
import { useSyncExternalStore } from "react";

export type AlertTone = "info" | "error";

export interface ListAlert {
  id: number;
  text: string;
  tone: AlertTone;
}

const SHOWN_MS = 6000;
const MAX_SHOWN = 3;

let alerts: readonly ListAlert[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ListAlert[]) {
  alerts = next;
  for (const listener of listeners) listener();
}

export function dismissAlert(id: number): void {
  publish(alerts.filter((alert) => alert.id !== id));
}

/** Shows a message (already translated) for a few seconds. */
export function showAlert(text: string, tone: AlertTone = "info"): void {
  const id = nextId++;
  publish([...alerts, { id, text, tone }].slice(-MAX_SHOWN));
  window.setTimeout(() => dismissAlert(id), SHOWN_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NONE: readonly ListAlert[] = [];

export function useListAlerts(): readonly ListAlert[] {
  return useSyncExternalStore(
    subscribe,
    () => alerts,
    () => NONE,
  );
}
