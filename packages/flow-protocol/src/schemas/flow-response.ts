// The response envelope (flow-api.md §1.4, §1.8; official-elements README §2, §5): first the
// shape, then the rules that tie fields together: payload per state, status vs error, and
// actions vs the catalogue and their hrefs.
import { z } from "zod";
import { ACTION_NAMES } from "../actions.ts";
import { mayOffer } from "../catalogue/state-actions.ts";
import type { FlowResponse } from "../envelope.ts";
import { FLOW_ERRORS } from "../errors.ts";
import { parseActionHref } from "../href.ts";
import { STATE_NAMES, type StateName } from "../states.ts";
import { issueMessage } from "./issues.ts";
import { STATE_PAYLOAD_SCHEMAS } from "./payloads.ts";
import { unknownValue } from "./primitives.ts";
import { actionSchema, flowErrorSchema, linkSchema } from "./wire-objects.ts";

const envelopeSchema = z.object({
  name: z.enum(STATE_NAMES, { error: unknownValue("state") }),
  status: z.int().min(100).max(599),
  // Required per state below: only error results may omit it.
  payload: z.looseObject({}).optional(),
  csrf_token: z.string(),
  // Never null, for the action map and each action's inputs (README §5, `actions-null`).
  actions: z.record(z.string(), actionSchema),
  error: flowErrorSchema.optional(),
  // Always `null` at Hanko HEAD, but the key is always there.
  links: z.array(linkSchema).nullable(),
});

type Envelope = z.output<typeof envelopeSchema>;
type Context = z.core.$RefinementCtx<Envelope>;

function issue(ctx: Context, path: PropertyKey[], message: string): void {
  ctx.addIssue({ code: "custom", path, message });
}

function checkPayload(value: Envelope, ctx: Context): void {
  if (value.payload === undefined) {
    if (value.name !== "error")
      issue(ctx, ["payload"], `missing (required in state "${value.name}")`);
    return;
  }
  const result = STATE_PAYLOAD_SCHEMAS[value.name].safeParse(value.payload, { reportInput: true });
  for (const inner of result.error?.issues ?? []) {
    issue(ctx, ["payload", ...inner.path], issueMessage(inner));
  }
}

function checkStatus(value: Envelope, ctx: Context): void {
  if (value.error !== undefined) {
    const expected = FLOW_ERRORS[value.error.code].status;
    if (value.status !== expected) {
      issue(
        ctx,
        ["status"],
        `${value.status} does not match error "${value.error.code}" (${expected})`,
      );
    }
  } else if (value.status !== 200) {
    issue(ctx, ["error"], `missing (status ${value.status} needs an error)`);
  }
  // Every state response carries a fresh token; only error results send "" (§1.8, §1.10).
  if (value.name !== "error" && value.csrf_token === "") {
    issue(ctx, ["csrf_token"], `empty (state "${value.name}" needs a token for the next request)`);
  }
}

function checkActions(value: Envelope, ctx: Context): void {
  const state: StateName = value.name;
  let target: { flow: string; flowId: string; key: string } | undefined;
  for (const [key, action] of Object.entries(value.actions)) {
    if (!mayOffer(state, key)) {
      const known = (ACTION_NAMES as readonly string[]).includes(key);
      issue(ctx, ["actions", key], known ? `not offered by state "${state}"` : "unknown action");
      continue;
    }
    if (action.action !== key) {
      issue(ctx, ["actions", key, "action"], `"${action.action}" does not match its key`);
    }
    for (const [inputKey, input] of Object.entries(action.inputs)) {
      if (input.name !== inputKey) {
        issue(
          ctx,
          ["actions", key, "inputs", inputKey, "name"],
          `"${input.name}" does not match its key`,
        );
      }
    }
    const href = parseActionHref(action.href);
    if (!href.ok) {
      issue(ctx, ["actions", key, "href"], href.error.message);
    } else if (href.value.action !== key) {
      issue(ctx, ["actions", key, "href"], `names action "${href.value.action}"`);
    } else if (!mayOffer(state, key, href.value.flow)) {
      issue(ctx, ["actions", key], `not offered by state "${state}" in flow "${href.value.flow}"`);
    } else if (target === undefined) {
      target = { flow: href.value.flow, flowId: href.value.flowId, key };
    } else if (
      target.flow !== href.value.flow ||
      target.flowId.toLowerCase() !== href.value.flowId.toLowerCase()
    ) {
      issue(ctx, ["actions", key, "href"], `points to another flow than actions.${target.key}`);
    }
  }
}

/**
 * Parses any flow response. A successful parse returns the envelope with the payload as sent;
 * the cast records what the refinements establish (payload per state, actions per state).
 */
export const flowResponseSchema = envelopeSchema.superRefine((value, ctx) => {
  checkPayload(value, ctx);
  checkStatus(value, ctx);
  checkActions(value, ctx);
}) as unknown as z.ZodType<FlowResponse>;
