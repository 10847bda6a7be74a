// The flow response envelope (flow-api.md §1.4, §1.8), as ../checks/flow-response.ts: one
// object per state, discriminated by `name`, with the state's payload and only the actions it
// may offer; then the rules that tie fields together (status vs error, input names, hrefs).
import * as z from "zod";
import {
  FLOW_ERROR_STATUS,
  OFFERED_ACTIONS,
  mayOffer,
  parseActionHref,
  type StateActionName,
  type StateName,
} from "../index.ts";
import { actionSchema, flowErrorSchema, linkSchema } from "./flow-objects.ts";
import { STATE_PAYLOAD_SCHEMAS } from "./payloads.ts";
import { httpStatus, nonEmptyString } from "./primitives.ts";

type StateActionsShape<S extends StateName> = {
  [A in StateActionName<S>]: z.ZodOptional<ReturnType<typeof actionSchema<A>>>;
};

/** Strict: an action the state never offers, or an unknown one, is rejected. */
function stateActionsSchema<const S extends StateName>(state: S) {
  const entries = OFFERED_ACTIONS[state].map((action) => [action, actionSchema(action).optional()]);
  // Object.fromEntries cannot say that each key gets the schema of its own action.
  return z.strictObject(Object.fromEntries(entries) as StateActionsShape<S>);
}

/** A state response: payload required (at least `{}`), and a fresh CSRF token (§1.8, §1.10). */
function stateResponseSchema<const S extends Exclude<StateName, "error">>(name: S) {
  return z.looseObject({
    name: z.literal(name),
    status: httpStatus,
    payload: STATE_PAYLOAD_SCHEMAS[name],
    csrf_token: nonEmptyString,
    actions: stateActionsSchema(name),
    error: flowErrorSchema.optional(),
    // Always `null` at Hanko HEAD, but the key is always there.
    links: z.array(linkSchema).nullable(),
  });
}

/**
 * `error`: an error result (§1.8) has no payload and sends `""` as its token; a 5xx from
 * inside an action enters `error` as a state response with a payload (§1.9).
 */
const errorResponseSchema = z.looseObject({
  name: z.literal("error"),
  status: httpStatus,
  payload: STATE_PAYLOAD_SCHEMAS.error.optional(),
  csrf_token: z.string(),
  actions: stateActionsSchema("error"),
  error: flowErrorSchema.optional(),
  links: z.array(linkSchema).nullable(),
});

type Envelope = {
  status: number;
  error?: { code: keyof typeof FLOW_ERROR_STATUS } | undefined;
  actions: Record<string, { href: string; inputs: Record<string, { name: string }> } | undefined>;
};

function checkStatus({ status, error }: Envelope, ctx: z.RefinementCtx): void {
  if (error !== undefined && status !== FLOW_ERROR_STATUS[error.code]) {
    const expected = FLOW_ERROR_STATUS[error.code];
    const message = `${status} does not match error "${error.code}" (${expected})`;
    ctx.addIssue({ code: "custom", path: ["status"], message });
  } else if (error === undefined && status !== 200) {
    const message = `missing (status ${status} needs an error)`;
    ctx.addIssue({ code: "custom", path: ["error"], message });
  }
}

/** Inputs named as their keys; each href naming its action, offered in its flow, one flow. */
function checkActions(state: StateName, { actions }: Envelope, ctx: z.RefinementCtx): void {
  let first: { key: string; flow: string; flowId: string } | undefined;
  for (const [key, action] of Object.entries(actions)) {
    if (action === undefined) continue;
    for (const [name, input] of Object.entries(action.inputs)) {
      if (input.name !== name) {
        const message = `"${input.name}" does not match its key`;
        ctx.addIssue({ code: "custom", path: ["actions", key, "inputs", name, "name"], message });
      }
    }
    const path = ["actions", key, "href"];
    const href = parseActionHref(action.href);
    if (!href.ok) {
      ctx.addIssue({ code: "custom", path, message: href.error.message });
      continue;
    }
    const { flow, flowId } = href.value;
    if (href.value.action !== key) {
      ctx.addIssue({ code: "custom", path, message: `names action "${href.value.action}"` });
    } else if (!mayOffer(state, key, flow)) {
      const message = `not offered by state "${state}" in flow "${flow}"`;
      ctx.addIssue({ code: "custom", path: ["actions", key], message });
    } else if (first === undefined) {
      first = { key, flow, flowId };
    } else if (first.flow !== flow || first.flowId.toLowerCase() !== flowId.toLowerCase()) {
      const message = `points to another flow than actions.${first.key}`;
      ctx.addIssue({ code: "custom", path, message });
    }
  }
}

/** `unknown state "foo_bar"` rather than a list of all 26 names, as the check says it. */
function unknownState(issue: { code?: string; input?: unknown }): string | undefined {
  if (issue.code !== "invalid_union") return undefined;
  const { input } = issue;
  const name: unknown =
    typeof input === "object" && input !== null ? Reflect.get(input, "name") : undefined;
  if (typeof name === "string") return `unknown state "${name}"`;
  return name === undefined ? "missing (expected a state name)" : "expected a state name";
}

/** Any flow response; `z.infer` of it is assignable to `FlowResponse`, narrowed by `name`. */
export const flowResponseSchema = z
  .discriminatedUnion(
    "name",
    [
      stateResponseSchema("preflight"),
      stateResponseSchema("login_init"),
      stateResponseSchema("login_method_chooser"),
      stateResponseSchema("login_password"),
      stateResponseSchema("login_password_recovery"),
      stateResponseSchema("login_passkey"),
      stateResponseSchema("passcode_confirmation"),
      stateResponseSchema("thirdparty"),
      stateResponseSchema("credential_onboarding_chooser"),
      stateResponseSchema("onboarding_create_passkey"),
      stateResponseSchema("onboarding_verify_passkey_attestation"),
      stateResponseSchema("password_creation"),
      stateResponseSchema("onboarding_username"),
      stateResponseSchema("onboarding_email"),
      stateResponseSchema("mfa_method_chooser"),
      stateResponseSchema("mfa_otp_secret_creation"),
      stateResponseSchema("mfa_security_key_creation"),
      stateResponseSchema("login_security_key"),
      stateResponseSchema("login_otp"),
      stateResponseSchema("device_trust"),
      stateResponseSchema("registration_init"),
      stateResponseSchema("profile_init"),
      stateResponseSchema("account_deleted"),
      stateResponseSchema("webauthn_credential_verification"),
      stateResponseSchema("success"),
      errorResponseSchema,
    ],
    { error: unknownState },
  )
  // Runs only on a well-shaped response, as the check's rules do.
  .superRefine((response, ctx) => {
    const envelope = response as Envelope;
    checkStatus(envelope, ctx);
    checkActions(response.name, envelope, ctx);
  });
