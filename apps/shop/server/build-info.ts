import type { ServerBuild } from "react-router";

/**
 * Spec §7: the client looks for builds/latest.json and builds/meta/{buildId}.json. The
 * build id is React Router's manifest version, which the client knows as its own
 * (window.__reactRouterManifest.version), so "newer" means "different from mine".
 */
export interface BuildInfo {
  id: string;
  /** When this server started serving the build (ms since epoch). */
  timestamp: number;
}

export function buildInfo(build: ServerBuild, startedAt: number): BuildInfo {
  return { id: build.assets.version, timestamp: startedAt };
}
