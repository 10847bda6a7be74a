// The flow response envelope (flow-api.md §1.4, §1.8; official-elements README §2, §5): first
// the shape, then the rules that tie fields together: payload per state, status vs error,
// actions vs the catalogue and their hrefs.
import {
  FLOW_ERROR_STATUS,
  STATE_NAMES,
  isOfferedByAnyState,
  isStateName,
  mayOffer,
  parseActionHref,
  type FlowError,
  type FlowProtocolError,
  type FlowResponse,
  type Link,
  type Result,
  type StateName,
} from "../index.ts";
import { fail, field, type Check, type Issues } from "./check.ts";
import { array, nullable, object, optional, record } from "./combinators.ts";
import { parseWith } from "./parse-with.ts";
import { STATE_PAYLOAD_CHECKS } from "./payloads.ts";
import { httpStatus, oneOf, string, unknown } from "./primitives.ts";
import { actionCheck, flowErrorCheck, linkCheck, type WireAction } from "./wire-objects.ts";

type Envelope = {
  name: StateName;
  status: number;
  payload?: Record<string, unknown>;
  csrf_token: string;
  actions: Record<string, WireAction>;
  error?: FlowError;
  links: Link[] | null;
};

const envelope = object<Envelope>({
  name: oneOf(STATE_NAMES, "state"),
  status: httpStatus,
  // Required per state below: only error results may omit it.
  payload: optional(record(unknown)),
  csrf_token: string,
  // Never null, for the action map and each action's inputs (README §5, `actions-null`).
  actions: record(actionCheck),
  error: optional(flowErrorCheck),
  // Always `null` at Hanko HEAD, but the key is always there.
  links: nullable(array(linkCheck)),
});

function checkPayload(value: Envelope, issues: Issues): void {
  if (value.payload !== undefined)
    STATE_PAYLOAD_CHECKS[value.name](value.payload, "payload", issues);
  else if (value.name !== "error") {
    fail(issues, "payload", `missing (required in state "${value.name}")`);
  }
}

function checkStatus(value: Envelope, issues: Issues): void {
  const { error, status } = value;
  if (error !== undefined && status !== FLOW_ERROR_STATUS[error.code]) {
    const expected = FLOW_ERROR_STATUS[error.code];
    fail(issues, "status", `${status} does not match error "${error.code}" (${expected})`);
  } else if (error === undefined && status !== 200) {
    fail(issues, "error", `missing (status ${status} needs an error)`);
  }
  // Every state response carries a fresh token; only error results send "" (§1.8, §1.10).
  if (value.name !== "error" && value.csrf_token === "") {
    fail(issues, "csrf_token", `empty (state "${value.name}" needs a token for the next request)`);
  }
}

function checkInputNames(path: string, action: WireAction, issues: Issues): void {
  for (const [key, input] of Object.entries(action.inputs)) {
    if (input.name !== key) {
      fail(issues, `${path}.inputs.${key}.name`, `"${input.name}" does not match its key`);
    }
  }
}

/** Each action offered by the state, named as its key, its href pointing at one flow. */
function checkActions(value: Envelope, issues: Issues): void {
  const state = value.name;
  let first: { key: string; flow: string; flowId: string } | undefined;
  for (const [key, action] of Object.entries(value.actions)) {
    const path = field("actions", key);
    if (!mayOffer(state, key)) {
      const known = isOfferedByAnyState(key);
      fail(issues, path, known ? `not offered by state "${state}"` : "unknown action");
      continue;
    }
    if (action.action !== key) {
      fail(issues, `${path}.action`, `"${action.action}" does not match its key`);
    }
    checkInputNames(path, action, issues);
    const href = parseActionHref(action.href);
    if (!href.ok) {
      fail(issues, `${path}.href`, href.error.message);
      continue;
    }
    const { flow, flowId } = href.value;
    if (href.value.action !== key) {
      fail(issues, `${path}.href`, `names action "${href.value.action}"`);
    } else if (!mayOffer(state, key, flow)) {
      fail(issues, path, `not offered by state "${state}" in flow "${flow}"`);
    } else if (first === undefined) {
      first = { key, flow, flowId };
    } else if (first.flow !== flow || first.flowId.toLowerCase() !== flowId.toLowerCase()) {
      fail(issues, `${path}.href`, `points to another flow than actions.${first.key}`);
    }
  }
}

/** Shape first; the rules read typed fields, so they run only on a well-shaped envelope. */
export const flowResponseCheck: Check<FlowResponse> = (
  value,
  path,
  issues,
): value is FlowResponse => {
  if (!envelope(value, path, issues)) return false;
  const before = issues.length;
  checkPayload(value, issues);
  checkStatus(value, issues);
  checkActions(value, issues);
  return issues.length === before;
};

function hasUnknownStateName(json: unknown): boolean {
  if (typeof json !== "object" || json === null || !("name" in json)) return false;
  return typeof json.name === "string" && !isStateName(json.name);
}

/**
 * Parses a flow response body. Fails with code `unknown_state` when `name` is a string that is
 * not a state of §2.1 (the SDK's HandlerNotFoundError), else `malformed_response`.
 */
export function parseFlowResponse(json: unknown): Result<FlowResponse, FlowProtocolError> {
  const code = hasUnknownStateName(json) ? "unknown_state" : "malformed_response";
  return parseWith(flowResponseCheck, json, code, "flow response");
}
