// Reading and removing one-time query parameters (`hanko_token`, `error`, …) of the page
// address, keeping every other parameter and the fragment.
import type { Platform } from "./platform.ts";

export function searchParam(platform: Pick<Platform, "location">, name: string): string | null {
  try {
    return new URL(platform.location.href).searchParams.get(name);
  } catch {
    return null;
  }
}

export function removeSearchParams(
  platform: Pick<Platform, "location" | "history">,
  names: readonly string[],
): void {
  let url: URL;
  try {
    url = new URL(platform.location.href);
  } catch {
    return;
  }
  if (!names.some((name) => url.searchParams.has(name))) return;
  for (const name of names) url.searchParams.delete(name);
  platform.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
}
