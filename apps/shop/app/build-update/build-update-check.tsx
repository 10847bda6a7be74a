import { useEffect } from "react";
import { checkForNewerBuild, UPDATE_CHECK_INTERVAL_MS } from "./build-id.ts";
import { handleChunkError } from "./handle-chunk-error.ts";

// Spec §9: the first look about 1 s after the page goes idle, then hourly.
const FIRST_CHECK_DELAY_MS = 1_000;

/** Looks for a newer build about hourly, and handles Vite's failed-preload event. */
export function BuildUpdateCheck() {
  useEffect(() => {
    let firstCheck: ReturnType<typeof setTimeout> | undefined;
    const scheduleFirst = () => {
      firstCheck = setTimeout(() => void checkForNewerBuild(), FIRST_CHECK_DELAY_MS);
    };
    // Safari has no requestIdleCallback; there the delay alone has to do.
    const idle =
      "requestIdleCallback" in window ? window.requestIdleCallback(scheduleFirst) : undefined;
    if (idle === undefined) scheduleFirst();
    const hourly = setInterval(() => void checkForNewerBuild(), UPDATE_CHECK_INTERVAL_MS);

    // Vite's preload helper reports a chunk that failed to load; it still rethrows the
    // error to the importer, so this only decides about the reload.
    const onPreloadError = () => void handleChunkError();
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(firstCheck);
      clearInterval(hourly);
      window.removeEventListener("vite:preloadError", onPreloadError);
    };
  }, []);
  return null;
}
