// A small flow API for the widget's browser tests until they run against apps/auth: login and
// registration by email and passcode, every response built from flow-protocol's catalogue so
// the SDK's schema check accepts it. The passcode is always 123456. Addresses steer faults:
// `offline@…` drops the connection on the next action (a network failure mid-flow),
// `limited@…` answers resend_passcode with 429 and resend_after 3.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  DEFAULT_INPUT_CONFIG,
  FLOW_ERRORS,
  INPUT_ERRORS,
  actionSpec,
  buildActionHref,
  parseActionHref,
  resolveInput,
  type Action,
  type FlowErrorCode,
  type FlowName,
  type Input,
  type InputErrorCode,
  type StateName,
} from "@kretsbutiken/flow-protocol";

export const PASSCODE = "123456";

type Flow = { id: string; name: FlowName; email?: string; csrf: number };

type StateOptions = {
  actions: string[];
  inputs?: Record<string, string[]>;
  inputError?: { action: string; input: string; code: InputErrorCode };
  error?: FlowErrorCode;
  payload?: Record<string, unknown>;
};

export type MockFlowApi = {
  url: string;
  /** Every request as `METHOD path?query`, OPTIONS included. */
  requests: string[];
  close(): Promise<void>;
};

function action(flow: Flow, state: StateName, name: string, options: StateOptions): Action {
  const spec = actionSpec(state, name);
  if (spec === undefined) throw new Error(`${state} has no ${name}`);
  const inputs: Record<string, Input> = {};
  for (const inputSpec of spec.inputs) {
    const only = options.inputs?.[name];
    if (only !== undefined && !only.includes(inputSpec.name)) continue;
    const error = options.inputError;
    const code = error?.action === name && error.input === inputSpec.name ? error.code : undefined;
    inputs[inputSpec.name] = resolveInput(inputSpec, DEFAULT_INPUT_CONFIG, {
      ...(code !== undefined && { error: { code, message: INPUT_ERRORS[code] } }),
    });
  }
  return {
    href: buildActionHref(flow.name, name as never, flow.id),
    inputs,
    action: name as Action["action"],
    description: spec.description,
  };
}

function state(flow: Flow, name: StateName, options: StateOptions) {
  flow.csrf += 1;
  const code =
    options.error ?? (options.inputError === undefined ? undefined : "form_data_invalid_error");
  return {
    name,
    status: code === undefined ? 200 : FLOW_ERRORS[code].status,
    payload: options.payload ?? {},
    csrf_token: `csrf${flow.id.replaceAll("-", "")}${flow.csrf}`.slice(0, 32),
    actions: Object.fromEntries(options.actions.map((a) => [a, action(flow, name, a, options)])),
    ...(code !== undefined && { error: { code, message: FLOW_ERRORS[code].message } }),
    links: null,
  };
}

function passcodeState(flow: Flow, options: Partial<StateOptions> = {}) {
  return state(flow, "passcode_confirmation", {
    actions: ["verify_passcode", "resend_passcode", "back"],
    ...options,
  });
}

function initState(flow: Flow) {
  return flow.name === "registration"
    ? state(flow, "registration_init", {
        actions: ["register_login_identifier"],
        inputs: { register_login_identifier: ["email"] },
      })
    : state(flow, "login_init", {
        actions: ["continue_with_login_identifier"],
        inputs: { continue_with_login_identifier: ["email"] },
      });
}

function success(flow: Flow) {
  const now = Date.now();
  const userId = randomUUID();
  const email = flow.email ?? "user@example.se";
  return state(flow, "success", {
    actions: [],
    payload: {
      claims: {
        subject: userId,
        issued_at: new Date(now).toISOString(),
        expiration: new Date(now + 3_600_000).toISOString(),
        email: { address: email, is_primary: true, is_verified: true },
        session_id: randomUUID(),
      },
      user: {
        id: userId,
        user_id: userId,
        emails: [{ id: randomUUID(), address: email, is_primary: true, is_verified: true }],
        mfa_config: { auth_app_set_up: false, totp_enabled: false, security_keys_enabled: false },
        created_at: new Date(now).toISOString(),
        updated_at: new Date(now).toISOString(),
      },
      ...(flow.name === "login" && { last_login: { login_method: "passcode" } }),
    },
  });
}

async function body(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = "";
  for await (const chunk of request) text += String(chunk);
  if (text === "") return {};
  const parsed = JSON.parse(text) as { input_data?: Record<string, unknown> | null };
  return parsed.input_data ?? {};
}

export async function startMockFlowApi(): Promise<MockFlowApi> {
  const flows = new Map<string, Flow>();
  const requests: string[] = [];
  const failNext = new Set<string>();

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://mock");
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    const origin = request.headers.origin ?? "*";
    response.setHeader("Access-Control-Allow-Origin", origin);
    response.setHeader("Access-Control-Allow-Credentials", "true");
    response.setHeader("Vary", "Origin");
    if (request.method === "OPTIONS") {
      response.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
      response.setHeader(
        "Access-Control-Allow-Headers",
        request.headers["access-control-request-headers"] ?? "",
      );
      response.writeHead(204).end();
      return;
    }
    response.setHeader(
      "Access-Control-Expose-Headers",
      "X-Auth-Token, X-Session-Lifetime, X-Session-Retention",
    );
    const send = (json: { status: number }, headers: Record<string, string> = {}) => {
      response.writeHead(json.status, { "Content-Type": "application/json", ...headers });
      response.end(JSON.stringify(json));
    };
    const values = await body(request);

    if (url.pathname === "/login" || url.pathname === "/registration") {
      const flowName = url.pathname.slice(1) as FlowName;
      if (!url.searchParams.has("action")) {
        const flow: Flow = { id: randomUUID(), name: flowName, csrf: 0 };
        flows.set(flow.id, flow);
        send(state(flow, "preflight", { actions: ["register_client_capabilities"] }));
        return;
      }
      const href = parseActionHref(`${url.pathname}${url.search}`);
      const flow = href.ok ? flows.get(href.value.flowId) : undefined;
      if (!href.ok || flow === undefined) {
        const unknown: Flow = { id: randomUUID(), name: flowName, csrf: 0 };
        send(state(unknown, "error", { actions: [], error: "operation_not_permitted_error" }));
        return;
      }
      if (failNext.delete(flow.id)) {
        response.writeHead(502, { "Content-Type": "text/html" });
        response.end("<html><body><h1>502 Bad Gateway</h1></body></html>");
        return;
      }
      switch (href.value.action) {
        case "register_client_capabilities":
          return send(initState(flow));
        case "continue_with_login_identifier":
        case "register_login_identifier":
          flow.email = typeof values.email === "string" ? values.email : "";
          if (flow.email.startsWith("proxied@")) failNext.add(flow.id);
          return send(passcodeState(flow));
        case "resend_passcode":
          return flow.email?.startsWith("limited@")
            ? send(
                passcodeState(flow, { error: "rate_limit_exceeded", payload: { resend_after: 3 } }),
              )
            : send(passcodeState(flow));
        case "back":
          return send(initState(flow));
        case "verify_passcode":
          if (values.code !== PASSCODE) {
            return send(
              passcodeState(flow, {
                inputError: { action: "verify_passcode", input: "code", code: "passcode_invalid" },
              }),
            );
          }
          return send(success(flow), {
            "X-Auth-Token": `header.${Buffer.from(JSON.stringify({ sub: flow.id })).toString("base64url")}.signature`,
            "X-Session-Lifetime": "3600",
            "X-Session-Retention": "persistent",
          });
      }
    }
    response.writeHead(404, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ code: 404, message: "Not Found" }));
  };

  const server: Server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
