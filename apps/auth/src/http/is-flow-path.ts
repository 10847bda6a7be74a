// Flow endpoints answer every error with a flow error result (flow-api.md §1.8), because the
// official client reads only the body; every other route answers `{code, message}` (§6.4).
import { FLOW_PATHS } from "@kretsbutiken/flow-protocol";

const PATHS = new Set<string>(Object.values(FLOW_PATHS));

export function isFlowPath(path: string): boolean {
  return PATHS.has(path.length > 1 ? path.replace(/\/+$/, "") : path);
}
