// Which flow action a request to a flow route was and how it ended, read from the request and
// the flow envelope answered (flow-api.md §1.3, §1.4): the action from `?action=name@flowId`
// ("start" without one, §1.2), the outcome "success" or the envelope's error code. Names come
// from the protocol's catalogue; anything else a client put in the query is "unknown".
import {
  FLOW_PATHS,
  isActionName,
  isFlowErrorCode,
  type FlowName,
} from "@kretsbutiken/flow-protocol";

export interface FlowActionLabels {
  flow: FlowName;
  action: string;
  outcome: string;
}

const FLOWS = new Map<string, FlowName>(
  Object.entries(FLOW_PATHS).map(([flow, path]) => [path, flow as FlowName]),
);

export function isFlowRoute(route: string): boolean {
  return FLOWS.has(route);
}

/** Undefined unless `route` is a flow route. */
export function flowActionLabels(
  route: string,
  actionParam: string | undefined,
  body: unknown,
): FlowActionLabels | undefined {
  const flow = FLOWS.get(route);
  if (flow === undefined) return undefined;
  return { flow, action: actionOf(actionParam), outcome: outcomeOf(body) };
}

function actionOf(param: string | undefined): string {
  if (param === undefined || param === "") return "start";
  const name = param.split("@")[0];
  return isActionName(name) ? name : "unknown";
}

function outcomeOf(body: unknown): string {
  if (typeof body !== "object" || body === null) return "unknown";
  if (!("error" in body)) return "success";
  const { error } = body;
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : "";
  return isFlowErrorCode(code) ? code : "unknown";
}
