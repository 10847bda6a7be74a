// A tiny flow table for the engine's unit tests: real state and action names (the engine
// checks them against the catalogue) with toy behaviour, so every engine rule can be hit.
import type {
  ActionOutcome,
  FlowAction,
  FlowDefinition,
  FlowHook,
  FlowTypes,
} from "../engine/flow-definition.ts";

export interface FakeStash {
  note?: string;
  count?: number;
  renders?: number;
  sticky?: { token?: string };
}

export interface FakeDeps {
  events: string[];
  /** When set, the passcode state's entry hook raises rate_limit_exceeded (continue with error). */
  rateLimited: boolean;
  /** When set, the hook before every action refuses it with `unauthorized`. */
  refuseActions: boolean;
  /** When set, continue_to_passcode_confirmation returns no outcome (a programming error). */
  forgetOutcome: boolean;
}

export interface FakeTypes extends FlowTypes {
  stash: FakeStash;
  deps: FakeDeps;
}

type Action = FlowAction<FakeTypes>;
type Hook = FlowHook<FakeTypes>;

const capabilities: Action = {
  name: "register_client_capabilities",
  execute(ctx) {
    ctx.stash.set("note", ctx.input.boolean("webauthn_available") ? "webauthn" : "plain");
    ctx.preventRevert();
    return ctx.continue();
  },
};

const toPassword: Action = {
  name: "continue_to_password_login",
  execute(ctx) {
    ctx.stash.set("count", 1);
    ctx.preventRevert();
    return ctx.continue("login_password");
  },
};

const toPasscode: Action = {
  name: "continue_to_passcode_confirmation",
  execute: (ctx) =>
    ctx.deps.forgetOutcome
      ? (undefined as unknown as ActionOutcome)
      : ctx.continue("passcode_confirmation"),
};

export const back: Action = {
  name: "back",
  available: (view) => view.isRevertible,
  execute: (ctx) => ctx.revert(),
};

const passwordLogin: Action = {
  name: "password_login",
  execute(ctx) {
    // Dropped when the request ends in an error (§1.9).
    ctx.stash.set("count", 99);
    if (ctx.input.string("password") === "right") return ctx.continue("success");
    ctx.setInputError("password", "value_invalid_error");
    return ctx.error("form_data_invalid_error");
  },
};

const throwing: Action = {
  name: "continue_to_passcode_confirmation_recovery",
  execute() {
    throw new Error("boom");
  },
};

const toErrorState: Action = {
  name: "verify_passcode",
  execute: (ctx) => ctx.error("flow_discontinuity_error", "dead end"),
};

const resend: Action = {
  name: "resend_passcode",
  execute(ctx) {
    ctx.payload.resent = true;
    return ctx.continue("passcode_confirmation");
  },
};

const countRenders: Hook = {
  name: "count-renders",
  run(ctx) {
    ctx.stash.set("renders", (ctx.stash.get("renders") ?? 0) + 1);
  },
};

const issueToken: Hook = {
  name: "issue-token",
  run(ctx) {
    const renders = (ctx.stash.get("renders") ?? 0) + 1;
    ctx.stash.set("renders", renders);
    ctx.stash.set("sticky", { token: `t${renders}` });
    if (ctx.deps.rateLimited) ctx.setFlowError("rate_limit_exceeded");
  },
};

const refuseActions: Hook = {
  name: "refuse-actions",
  run(ctx) {
    if (ctx.deps.refuseActions) ctx.setFlowError("unauthorized", "refused before the action");
  },
};

const recordLeaving: Hook = {
  name: "record-leaving",
  run(ctx) {
    ctx.deps.events.push(`left credential_usage from ${ctx.state}`);
  },
};

export function fakeFlow(name: "login" | "registration"): FlowDefinition<FakeTypes> {
  return {
    name,
    initialStates: ["preflight", "login_method_chooser"],
    errorState: "error",
    ttlSeconds: 60,
    states: { success: [], error: [] },
    subFlows: [
      { name: "capabilities", states: { preflight: [capabilities] } },
      {
        name: "credential_usage",
        states: {
          login_method_chooser: [toPassword, toPasscode, back],
          login_password: [passwordLogin, throwing, back],
          passcode_confirmation: [toErrorState, resend, back],
        },
        beforeState: { login_password: [countRenders], passcode_confirmation: [issueToken] },
      },
    ],
    afterFlow: { credential_usage: [recordLeaving] },
    beforeEachAction: [refuseActions],
  };
}
