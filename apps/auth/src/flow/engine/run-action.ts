// One action request, after the lock is taken (flow-api.md §1.7 steps 5–14): load and check
// the flow, run the action and its hooks, store the new document and token, and build the
// state response, all in one transaction that the action's and hooks' writes share (users,
// addresses, passwords, sessions, passcodes): a request lands whole or not at all, so a crash
// midway leaves the flow where it was and the client's retry starts clean. Expected refusals
// are error results; anything unexpected is thrown for the engine to answer with a 500.
import {
  isActionName,
  type ActionRequestBody,
  type FlowErrorCode,
} from "@kretsbutiken/flow-protocol";
import { inputData } from "@kretsbutiken/flow-protocol/checks";
import { applyOutcome, runHooks } from "./apply-outcome.ts";
import { buildActions, declareInputs, isAvailable, stateResponse } from "./build-response.ts";
import type { CompiledFlow } from "./compile-flow.ts";
import { csrfTokenMatches, generateCsrfToken } from "./csrf-token.ts";
import { FlowRequestContext } from "./flow-context.ts";
import type { FlowTypes } from "./flow-definition.ts";
import { parseDocument, serialiseDocument } from "./flow-document.ts";
import type { FlowAnswer, FlowEngineOptions } from "./flow-engine-options.ts";
import { FlowEngineError } from "./flow-engine-error.ts";
import { loadFlow, updateFlow } from "./flow-repository.ts";
import { InputValues, normaliseInputs, validateInputs } from "./input-values.ts";
import { rejectWith } from "./reject.ts";
import type { Kysely } from "@kretsbutiken/database";
import type { AuthDatabase } from "../../db/schema.ts";

/** Runs inside the request's transaction `db` (flow-engine.ts opens it). */
export async function runAction<T extends FlowTypes, R>(
  db: Kysely<AuthDatabase>,
  options: FlowEngineOptions<T, R>,
  flow: CompiledFlow<T>,
  ref: { action: string; flowId: string },
  body: ActionRequestBody,
  request: R,
): Promise<FlowAnswer> {
  const { clock, inputConfig, debug } = options;
  const reject = (code: FlowErrorCode, cause?: string) => rejectWith(code, cause, debug);
  const name = flow.definition.name;
  const row = await loadFlow(db, ref.flowId);
  // §1.7 step 5: an unknown id is a 403, as is a flow of another endpoint (B1).
  if (row === undefined) return reject("operation_not_permitted_error", "flow not found");
  if (row.flow_name !== name) return reject("operation_not_permitted_error", "flow name mismatch");
  if (clock.now().getTime() > Date.parse(row.expires_at)) return reject("flow_expired_error");
  const document = parseDocument(row.data);
  if (!csrfTokenMatches(row.csrf_token, body.csrf_token)) {
    return reject("operation_not_permitted_error", "csrf token mismatch");
  }
  const state = flow.states.get(document.state);
  if (state === undefined) {
    throw new FlowEngineError(
      "unknown_state",
      `stored state "${document.state}" is not in "${name}"`,
    );
  }
  const action = isActionName(ref.action) ? state.actions.get(ref.action) : undefined;
  if (action === undefined) return reject("operation_not_permitted_error", "action not offered");

  const deps = options.requestDeps(request, { db });
  const ctx = new FlowRequestContext<T>({ flowName: name, flowId: row.id, document, deps });
  await runHooks(flow.definition.beforeEachAction, ctx);
  if (ctx.flowError !== undefined) return reject(ctx.flowError.code, ctx.flowError.cause);
  if (!isAvailable(action, ctx)) return reject("operation_not_permitted_error", "action suspended");

  const declared = declareInputs(action, state.name, ctx, inputConfig);
  const values = normaliseInputs(inputData(body), declared);
  ctx.input = new InputValues(values);
  const errors = validateInputs(values, declared);
  for (const [input, error] of errors) ctx.inputErrors.set(input, error);
  const outcome =
    errors.size > 0 ? ctx.error("form_data_invalid_error") : await action.execute(ctx);
  if (outcome === undefined)
    throw new FlowEngineError("no_outcome", `"${action.name}" returned nothing`);
  await applyOutcome(flow, ctx, outcome);

  const csrfToken = generateCsrfToken();
  await updateFlow(db, {
    id: row.id,
    expectedVersion: row.version,
    data: serialiseDocument(ctx.document),
    csrfToken,
    updatedAt: clock.now().toISOString(),
  });
  const executed = { name: action.name, values, errors: ctx.inputErrors };
  const actions = buildActions(flow, ctx, inputConfig, executed);
  const response = stateResponse({
    state: ctx.state,
    payload: ctx.payload,
    csrfToken,
    actions,
    flowError: ctx.flowError,
    debug,
  });
  return { status: response.status, body: response, headers: ctx.headers, cookies: ctx.cookies };
}
