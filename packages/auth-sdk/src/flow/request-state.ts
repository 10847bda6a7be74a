// One flow request: POST the flow path or an action href and turn whatever comes back into a
// state. Never throws: a network failure, a timeout, a body that is not JSON and a body the
// wire checks (@kretsbutiken/flow-protocol/checks) reject all become error states; an unknown state name becomes one
// whose clientError is HandlerNotFoundError. The HTTP status is not read, only the body
// (official-elements README §3), as Hanko's own clients do.
import {
  HandlerNotFoundError,
  HankoError,
  InvalidResponseError,
  TechnicalError,
} from "../errors.ts";
import type { HttpResponse } from "../http/http-response.ts";
import { parseFlowResponse } from "@kretsbutiken/flow-protocol/checks";
import type { FlowContext } from "./flow-context.ts";
import { clientErrorResult, type StateResult } from "./state-data.ts";

export async function requestState(
  context: Pick<FlowContext, "client" | "relay" | "sessionState">,
  href: string,
  body?: unknown,
): Promise<StateResult> {
  let response: HttpResponse;
  try {
    response = await context.client.post(href, body);
  } catch (error) {
    return clientErrorResult(error instanceof HankoError ? error : new TechnicalError(error));
  }
  const result = stateFromResponse(response);
  expireOnUnauthorized(context, result);
  return result;
}

function stateFromResponse(response: HttpResponse): StateResult {
  let json: unknown;
  try {
    json = response.json();
  } catch (error) {
    const issue = { path: "(root)", message: `not JSON (HTTP ${response.status})` };
    return clientErrorResult(new InvalidResponseError([issue], error));
  }
  return stateFromJson(json);
}

export function stateFromJson(json: unknown): StateResult {
  const parsed = parseFlowResponse(json);
  if (parsed.ok) return { data: parsed.value };
  if (parsed.error.code === "unknown_state") {
    const name = String((json as { name: unknown }).name);
    return clientErrorResult(new HandlerNotFoundError(name, parsed.error));
  }
  return clientErrorResult(new InvalidResponseError(parsed.error.issues, parsed.error));
}

/** A flow's 401 `unauthorized` ends a session this browser still believed in (spec §6). */
function expireOnUnauthorized(
  context: Pick<FlowContext, "relay" | "sessionState">,
  result: StateResult,
): void {
  if (result.data.error?.code !== "unauthorized") return;
  if (context.sessionState.isValid()) context.relay.dispatchSessionExpiredEvent();
}
