// Builds flow responses that pass the flow-protocol schema, from the catalogue: actions get
// their real hrefs, descriptions and inputs, so tests only say which state and which actions.
import {
  FLOW_ERRORS,
  STATE_ACTIONS,
  actionDescription,
  actionSpec,
  buildActionHref,
  resolveInput,
  type ActionName,
  type FlowErrorCode,
  type FlowName,
  type Input,
  type StateName,
} from "../index.ts";

export const FLOW_ID = "11111111-1111-4111-8111-111111111111";
export const USER_ID = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
export const SESSION_ID = "55555555-5555-4555-8555-555555555555";

export type FlowResponseOptions = {
  flow?: FlowName;
  /** Offered actions; default: every action the catalogue lists for the state. */
  actions?: readonly ActionName[];
  payload?: Record<string, unknown>;
  error?: FlowErrorCode;
  csrf?: string;
  /** Values or errors per `action.input`, e.g. `{ "verify_passcode.code": { value: "1" } }`. */
  inputs?: Record<string, Partial<Input>>;
};

let csrfCounter = 0;

export function flowResponse(name: StateName, options: FlowResponseOptions = {}) {
  const flow = options.flow ?? "login";
  const names = options.actions ?? (Object.keys(STATE_ACTIONS[name]) as ActionName[]);
  const actions: Record<string, unknown> = {};
  for (const action of names) {
    const spec = actionSpec(name, action);
    if (spec === undefined) throw new Error(`${name} never offers ${action}`);
    const inputs: Record<string, Input> = {};
    for (const inputSpec of spec.inputs) {
      inputs[inputSpec.name] = {
        ...resolveInput(inputSpec),
        ...options.inputs?.[`${action}.${inputSpec.name}`],
      };
    }
    actions[action] = {
      href: buildActionHref(flow, action, FLOW_ID),
      inputs,
      action,
      description: actionDescription(spec, flow),
    };
  }
  const response: Record<string, unknown> = {
    name,
    status: options.error === undefined ? 200 : FLOW_ERRORS[options.error].status,
    payload: options.payload ?? {},
    csrf_token: options.csrf ?? `csrf-${name}-${++csrfCounter}`,
    actions,
    links: null,
  };
  if (options.error !== undefined) {
    response["error"] = { code: options.error, message: FLOW_ERRORS[options.error].message };
  }
  return response;
}

/** An error result (flow-api §1.8): no payload, empty token, no actions. */
export function errorResult(code: FlowErrorCode) {
  return {
    name: "error",
    status: FLOW_ERRORS[code].status,
    csrf_token: "",
    actions: {},
    error: { code, message: FLOW_ERRORS[code].message },
    links: null,
  };
}

export function claims(expiration: Date) {
  return {
    subject: USER_ID,
    issued_at: new Date(expiration.getTime() - 3600_000).toISOString(),
    expiration: expiration.toISOString(),
    session_id: SESSION_ID,
    email: { address: "jane@example.com", is_primary: true, is_verified: true },
  };
}

export function profileUser() {
  return {
    id: USER_ID,
    user_id: USER_ID,
    mfa_config: { auth_app_set_up: false, totp_enabled: false, security_keys_enabled: false },
    emails: [
      {
        id: "eeeeeeee-eeee-4eee-8eee-000000000001",
        address: "jane@example.com",
        is_primary: true,
        is_verified: true,
      },
    ],
    created_at: "2026-11-22T02:33:51.829Z",
    updated_at: "2026-11-22T02:33:51.829Z",
  };
}

export function successResponse(expiration: Date, flow: FlowName = "login") {
  return flowResponse("success", {
    flow,
    payload: {
      claims: claims(expiration),
      user: profileUser(),
      last_login: { login_method: "passcode" },
    },
  });
}
