/** Spec §7: the platform publishes its newest build at builds/latest.json. */
export const LATEST_BUILD_URL = "/builds/latest.json";

/** Spec §9: look for a newer build every hour. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface BuildInfo {
  id: string;
  timestamp: number;
}

/** The build this page runs: React Router's manifest version, the same id the server serves. */
function currentBuildId(): string | undefined {
  return (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest
    ?.version;
}

function isBuildInfo(value: unknown): value is BuildInfo {
  return typeof value === "object" && value !== null && typeof (value as BuildInfo).id === "string";
}

/** Whether the server's latest build (builds/latest.json) is another than the running one. */
export function isNewerBuild(latest: unknown, current: string | undefined): boolean {
  return isBuildInfo(latest) && current !== undefined && latest.id !== current;
}

// Once seen, a newer build stays newer for the life of this page.
let newerBuildSeen = false;

/** Asks the server for its newest build; true when it differs from the running one. */
export async function checkForNewerBuild(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  if (newerBuildSeen) return true;
  try {
    const response = await fetchImpl(LATEST_BUILD_URL, { cache: "no-store" });
    if (response.ok) newerBuildSeen = isNewerBuild(await response.json(), currentBuildId());
  } catch {
    // Offline or a server in the middle of a deploy: try again on the next occasion.
  }
  return newerBuildSeen;
}
