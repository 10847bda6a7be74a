// The flow engine: creates flows and runs action requests in the order of flow-api.md §1.7,
// answering every outcome with an envelope (§1.4, §1.8). Anything unexpected becomes a 500
// `technical_error` error result with nothing persisted, so the old CSRF token stays valid; the
// per-flow lock is always released (B18).
import {
  parseActionParam,
  type ActionRequestBody,
  type FlowErrorCode,
  type FlowName,
} from "@kretsbutiken/flow-protocol";
import { compileFlow, type CompiledFlow } from "./compile-flow.ts";
import type { FlowDefinition, FlowTypes } from "./flow-definition.ts";
import type { FlowAnswer, FlowEngineOptions } from "./flow-engine-options.ts";
import { FlowEngineError } from "./flow-engine-error.ts";
import { rejectWith } from "./reject.ts";
import { runAction } from "./run-action.ts";
import { startFlow } from "./start-flow.ts";

export type { FlowAnswer, FlowEngineOptions, RequestScope } from "./flow-engine-options.ts";

export interface FlowEngine<R> {
  /** `POST /{flow}` without an action: always a new flow (§1.2). */
  start(flow: FlowName, request: R): Promise<FlowAnswer>;
  /** `POST /{flow}?action={name}@{id}` (§1.3, §1.7). */
  act(
    flow: FlowName,
    actionParam: string,
    body: ActionRequestBody,
    request: R,
  ): Promise<FlowAnswer>;
  /** An error result for failures the HTTP binding detects itself (e.g. an unbindable body). */
  reject(code: FlowErrorCode, cause?: string): FlowAnswer;
  readonly flows: ReadonlySet<FlowName>;
}

function causeOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createFlowEngine<T extends FlowTypes, R>(
  definitions: readonly FlowDefinition<T>[],
  options: FlowEngineOptions<T, R>,
): FlowEngine<R> {
  const compiled = new Map<FlowName, CompiledFlow<T>>();
  for (const definition of definitions) compiled.set(definition.name, compileFlow(definition));
  const reject = (code: FlowErrorCode, cause?: string) => rejectWith(code, cause, options.debug);

  function flowOf(name: FlowName): CompiledFlow<T> {
    const flow = compiled.get(name);
    if (flow === undefined) throw new FlowEngineError("unknown_state", `no flow "${name}"`);
    return flow;
  }

  async function start(name: FlowName, request: R): Promise<FlowAnswer> {
    try {
      return await startFlow(options, flowOf(name), request);
    } catch (error) {
      options.logError(error, { flow: name });
      return reject("technical_error", causeOf(error));
    }
  }

  async function act(
    name: FlowName,
    actionParam: string,
    body: ActionRequestBody,
    request: R,
  ): Promise<FlowAnswer> {
    const ref = parseActionParam(actionParam);
    if (!ref.ok) return reject("form_data_invalid_error", ref.error.message);
    const where = { flow: name, flowId: ref.value.flowId, action: ref.value.action };
    let release: (() => Promise<void>) | undefined;
    try {
      release = await options.flowLock.tryAcquire(ref.value.flowId);
    } catch (error) {
      options.logError(error, where);
      return reject("technical_error", "could not acquire the flow lock");
    }
    // §1.11: no waiting; a concurrent request on the same flow fails at once.
    if (release === undefined)
      return reject("technical_error", "the flow is locked by another request");
    let answer: FlowAnswer;
    try {
      const flow = flowOf(name);
      // One transaction for the whole request (docs/decisions/0019).
      answer = await options.db
        .transaction()
        .execute((trx) => runAction(trx, options, flow, ref.value, body, request));
    } catch (error) {
      options.logError(error, where);
      answer = reject("technical_error", causeOf(error));
    } finally {
      // B18: released even when the action threw; a failed unlock is a 500, as in Hanko.
      try {
        await release();
      } catch (error) {
        options.logError(error, where);
        answer = reject("technical_error", "could not release the flow lock");
      }
    }
    return answer;
  }

  return { start, act, reject, flows: new Set(compiled.keys()) };
}
