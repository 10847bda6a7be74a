// `POST /{flow}` without an action (flow-api.md §1.2): a new row at the first initial state,
// the rest scheduled, a fresh CSRF token and the absolute expiry of the flow's TTL (§1.11).
import { randomUUID } from "node:crypto";
import { buildActions, stateResponse } from "./build-response.ts";
import type { CompiledFlow } from "./compile-flow.ts";
import { generateCsrfToken } from "./csrf-token.ts";
import { FlowRequestContext } from "./flow-context.ts";
import type { FlowTypes } from "./flow-definition.ts";
import { newDocument, serialiseDocument } from "./flow-document.ts";
import type { FlowAnswer, FlowEngineOptions } from "./flow-engine-options.ts";
import { insertFlow } from "./flow-repository.ts";

export async function startFlow<T extends FlowTypes, R>(
  options: FlowEngineOptions<T, R>,
  flow: CompiledFlow<T>,
  request: R,
): Promise<FlowAnswer> {
  const { definition } = flow;
  const id = randomUUID();
  const document = newDocument(definition.initialStates);
  const now = options.clock.now();
  const csrfToken = generateCsrfToken();
  await insertFlow(options.db, {
    id,
    flow_name: definition.name,
    data: serialiseDocument(document),
    version: 0,
    csrf_token: csrfToken,
    expires_at: new Date(now.getTime() + definition.ttlSeconds * 1000).toISOString(),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  });
  const deps = options.requestDeps(request, { db: options.db });
  const ctx = new FlowRequestContext<T>({ flowName: definition.name, flowId: id, document, deps });
  const body = stateResponse({
    state: ctx.state,
    payload: {},
    csrfToken,
    actions: buildActions(flow, ctx, options.inputConfig, undefined),
    flowError: undefined,
    debug: options.debug,
  });
  return { status: body.status, body, headers: {}, cookies: [] };
}
