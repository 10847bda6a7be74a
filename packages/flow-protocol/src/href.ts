// Action hrefs (flow-api.md §1.3): `/{flow}?action={action}%40{flowId}`. No host, no tenant
// prefix: clients request `api + href`, so an absolute href breaks the official widget
// (official-elements README §5, fault `href-absolute`).
import type { ActionName } from "./actions.ts";
import { FlowProtocolError } from "./flow-protocol-error.ts";
import { FLOW_PATHS, isFlowName, type FlowName } from "./flows.ts";
import { err, ok, type Result } from "./result.ts";

export const ACTION_QUERY_PARAM = "action";

/** Canonical 8-4-4-4-12 hex form; Hanko generates v4 ids. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ActionRef = { readonly action: string; readonly flowId: string };
export type ParsedActionHref = ActionRef & { readonly flow: FlowName };

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The decoded `action` query value: `{action}@{flowId}`. */
export function formatActionParam(action: ActionName, flowId: string): string {
  return `${action}@${flowId}`;
}

/** `@` comes out as `%40`, as Go's query encoding produces it. */
export function buildActionHref(flow: FlowName, action: ActionName, flowId: string): string {
  const value = encodeURIComponent(formatActionParam(action, flowId));
  return `${FLOW_PATHS[flow]}?${ACTION_QUERY_PARAM}=${value}`;
}

function malformed(message: string): Result<never, FlowProtocolError> {
  return err(new FlowProtocolError("malformed_href", message));
}

/**
 * Splits an already-decoded `action` value. No `@`, more than one `@`, an empty action name
 * or a non-UUID flow id are malformed; Hanko answers those with 500 `technical_error`. Whether
 * the action exists is not checked here: an unknown action is a 403 (§1.7 step 10).
 */
export function parseActionParam(value: string): Result<ActionRef, FlowProtocolError> {
  const parts = value.split("@");
  if (parts.length !== 2) return malformed(`action "${value}" must contain exactly one "@"`);
  const [action = "", flowId = ""] = parts;
  if (action === "") return malformed(`action "${value}" has an empty action name`);
  if (!isUuid(flowId)) return malformed(`action "${value}" has a flow id that is not a UUID`);
  return ok({ action, flowId });
}

const BASE = "http://api.invalid";

/** Parses an href as a client receives it; `@` may be encoded (`%40`) or raw. */
export function parseActionHref(href: string): Result<ParsedActionHref, FlowProtocolError> {
  if (!href.startsWith("/") || href.startsWith("//")) {
    return malformed(`href "${href}" must be an API-relative path starting with "/"`);
  }
  const url = new URL(href, BASE);
  const flow = url.pathname.slice(1);
  if (!isFlowName(flow)) return malformed(`href "${href}" does not name a flow`);
  const values = url.searchParams.getAll(ACTION_QUERY_PARAM);
  const [value] = values;
  if (values.length !== 1 || value === undefined) {
    return malformed(`href "${href}" must have exactly one "${ACTION_QUERY_PARAM}" parameter`);
  }
  const ref = parseActionParam(value);
  return ref.ok ? ok({ flow, ...ref.value }) : ref;
}
