// The response envelope (flow-api.md §1.4, §1.8): state responses list the actions the state
// offers right now with their inputs; error results carry no payload, an empty token and no
// actions. Input errors and preserved values appear only on the action just executed (§1.5).
import {
  actionDescription,
  actionSpec,
  buildActionHref,
  FLOW_ERRORS,
  flowError,
  resolveInput,
  type Action,
  type ActionName,
  type ErrorResult,
  type FlowErrorCode,
  type FlowResponse,
  type InputConfig,
  type InputError,
  type StateName,
} from "@kretsbutiken/flow-protocol";
import type { CompiledFlow } from "./compile-flow.ts";
import type { FlowView, RaisedFlowError } from "./flow-context.ts";
import type { FlowAction, FlowTypes } from "./flow-definition.ts";
import type { DeclaredInput } from "./input-values.ts";

/** The inputs `action` declares in `state` under the current configuration and stash. */
export function declareInputs<T extends FlowTypes>(
  action: FlowAction<T>,
  state: StateName,
  view: FlowView<T>,
  config: InputConfig,
): DeclaredInput[] {
  const specs = actionSpec(state, action.name)?.inputs ?? [];
  const selected = action.selectInputs?.(specs, view) ?? specs;
  const allowed = action.allowedValues?.(view) ?? {};
  return selected.map((spec) => {
    const wire = resolveInput(spec, config);
    return {
      spec,
      required: wire.required === true,
      minLength: wire.min_length,
      maxLength: wire.max_length,
      allowedValues: allowed[spec.name] ?? [],
    };
  });
}

export function isAvailable<T extends FlowTypes>(
  action: FlowAction<T>,
  view: FlowView<T>,
): boolean {
  return action.available?.(view) ?? true;
}

/** What the executed action leaves on its own entry in the response. */
export interface ExecutedAction {
  readonly name: ActionName;
  readonly values: Readonly<Record<string, unknown>>;
  readonly errors: ReadonlyMap<string, InputError>;
}

export function buildActions<T extends FlowTypes>(
  compiled: CompiledFlow<T>,
  view: FlowView<T>,
  config: InputConfig,
  executed: ExecutedAction | undefined,
): Record<string, Action> {
  const actions: Record<string, Action> = {};
  const state = compiled.states.get(view.state);
  if (state === undefined) return actions;
  for (const action of state.actions.values()) {
    if (!isAvailable(action, view)) continue;
    const mine = executed?.name === action.name ? executed : undefined;
    const inputs: Action["inputs"] = {};
    for (const declared of declareInputs(action, view.state, view, config)) {
      const { spec } = declared;
      const error = mine?.errors.get(spec.name);
      inputs[spec.name] = resolveInput(spec, config, {
        ...(spec.preserve === true ? { value: mine?.values[spec.name] ?? null } : {}),
        ...(error === undefined ? {} : { error }),
        allowedValues: declared.allowedValues,
      });
    }
    const spec = actionSpec(view.state, action.name);
    actions[action.name] = {
      href: buildActionHref(view.flowName, action.name, view.flowId),
      inputs,
      action: action.name,
      description: spec === undefined ? "" : actionDescription(spec, view.flowName),
    };
  }
  return actions;
}

function wireError(raised: RaisedFlowError, debug: boolean) {
  return flowError(raised.code, debug ? raised.cause : undefined);
}

export function stateResponse(input: {
  state: StateName;
  payload: Record<string, unknown>;
  csrfToken: string;
  actions: Record<string, Action>;
  flowError: RaisedFlowError | undefined;
  debug: boolean;
}): FlowResponse {
  const response: Record<string, unknown> = {
    name: input.state,
    status: input.flowError === undefined ? 200 : FLOW_ERRORS[input.flowError.code].status,
    payload: input.payload,
    csrf_token: input.csrfToken,
    actions: input.actions,
  };
  if (input.flowError !== undefined) response.error = wireError(input.flowError, input.debug);
  response.links = null;
  return response as FlowResponse;
}

/** §1.8: produced before or around execution; the stored flow is untouched. */
export function errorResult(
  code: FlowErrorCode,
  options: { cause?: string; debug: boolean },
): ErrorResult {
  return {
    name: "error",
    status: FLOW_ERRORS[code].status,
    error: wireError(
      options.cause === undefined ? { code } : { code, cause: options.cause },
      options.debug,
    ),
    csrf_token: "",
    actions: {},
    links: null,
  };
}
