// Flow-protocol-shaped snapshots for component tests: each action's inputs come from the
// protocol's catalogue (resolveInput with Hanko's default configuration), so a screen is
// tested against what a real server sends, not against hand-written guesses.
import {
  DEFAULT_INPUT_CONFIG,
  FLOW_ERRORS,
  INPUT_ERRORS,
  actionSpec,
  buildActionHref,
  resolveInput,
  type Action,
  type AllowedValue,
  type FlowErrorCode,
  type FlowName,
  type Input,
  type InputConfig,
  type InputErrorCode,
  type StateActionName,
  type StateName,
  type StatePayloads,
} from "@kretsbutiken/flow-protocol";
import type { AnySnapshot, FlowSnapshot } from "../flow/flow-client.ts";

const FLOW_ID = "11111111-1111-4111-8111-111111111111";

export type ActionOptions = {
  /** Only these inputs (login_init offers exactly one of identifier/email/username). */
  inputs?: readonly string[];
  /** Input errors by input name, as after a failed submission. */
  errors?: Readonly<Record<string, InputErrorCode>>;
  /** Configuration the inputs are resolved with. */
  config?: Partial<InputConfig>;
  /** `allowed_values` by input name (providers). */
  allowed?: Readonly<Record<string, readonly AllowedValue[]>>;
  /** Replace whole inputs, e.g. to echo a value. */
  override?: Readonly<Record<string, Partial<Input>>>;
};

export type SnapshotOptions<S extends StateName> = {
  flow?: FlowName;
  actions?: { [A in StateActionName<S>]?: ActionOptions | true };
  payload?: Partial<StatePayloads[S]>;
  error?: FlowErrorCode;
  clientError?: string;
  status?: number;
};

function action(state: StateName, name: string, flow: FlowName, options: ActionOptions): Action {
  const spec = actionSpec(state, name);
  if (spec === undefined) throw new Error(`${state} never offers ${name}`);
  const config = { ...DEFAULT_INPUT_CONFIG, ...options.config };
  const inputs: Record<string, Input> = {};
  for (const inputSpec of spec.inputs) {
    if (options.inputs !== undefined && !options.inputs.includes(inputSpec.name)) continue;
    const code = options.errors?.[inputSpec.name];
    const allowed = options.allowed?.[inputSpec.name];
    inputs[inputSpec.name] = {
      ...resolveInput(inputSpec, config, {
        ...(code !== undefined && { error: { code, message: INPUT_ERRORS[code] } }),
        ...(allowed !== undefined && { allowedValues: allowed }),
      }),
      ...options.override?.[inputSpec.name],
    };
  }
  return {
    href: buildActionHref(flow, name as never, FLOW_ID),
    inputs,
    action: name as Action["action"],
    description: spec.description,
  };
}

export function snapshot<S extends StateName>(
  name: S,
  options: SnapshotOptions<S> = {},
): AnySnapshot {
  const flow = options.flow ?? (name === "registration_init" ? "registration" : "login");
  const actions: Record<string, Action> = {};
  for (const [actionName, actionOptions] of Object.entries(options.actions ?? {})) {
    if (actionOptions === undefined) continue;
    actions[actionName] = action(
      name,
      actionName,
      flow,
      actionOptions === true ? {} : (actionOptions as ActionOptions),
    );
  }
  const hasInputError = Object.values(actions).some((a) =>
    Object.values(a.inputs).some((input) => input.error !== undefined),
  );
  const code: FlowErrorCode | undefined =
    options.error ?? (hasInputError ? "form_data_invalid_error" : undefined);
  const result: FlowSnapshot<S> = {
    flow,
    name,
    status: options.status ?? (code === undefined ? 200 : FLOW_ERRORS[code].status),
    payload: options.payload ?? {},
    actions: actions as FlowSnapshot<S>["actions"],
    ...(code !== undefined && { error: { code, message: FLOW_ERRORS[code].message } }),
    ...(options.clientError !== undefined && { clientError: options.clientError }),
  };
  return result as AnySnapshot;
}
