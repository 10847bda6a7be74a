// An answer with an error result (flow-api.md §1.8): nothing was executed or persisted.
import type { FlowErrorCode } from "@kretsbutiken/flow-protocol";
import { errorResult } from "./build-response.ts";
import type { FlowAnswer } from "./flow-engine-options.ts";

export function rejectWith(
  code: FlowErrorCode,
  cause: string | undefined,
  debug: boolean,
): FlowAnswer {
  const body = errorResult(code, cause === undefined ? { debug } : { cause, debug });
  return { status: body.status, body, headers: {}, cookies: [] };
}
