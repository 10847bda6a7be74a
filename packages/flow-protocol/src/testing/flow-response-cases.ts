// Test cases for flow response checks: valid responses, and broken ones with the field the
// error must name. Built on the catalogue-based responses of ./flow-responses.ts.
import {
  FLOW_ID,
  errorResult,
  flowResponse,
  profileUser,
  successResponse,
} from "./flow-responses.ts";

type Body = Record<string, unknown>;
const EXPIRATION = new Date("2026-11-22T14:33:52.000Z");

function passcode(): Body {
  return flowResponse("passcode_confirmation", {
    actions: ["verify_passcode", "resend_passcode", "back"],
  });
}
/** The object at `path` inside a response built by the test support (always there). */
function at(body: Body, ...path: string[]): Body {
  return path.reduce((object, key) => object[key] as Body, body);
}
const verify = (body: Body) => at(body, "actions", "verify_passcode");
const codeInput = (body: Body) => at(body, "actions", "verify_passcode", "inputs", "code");

/** Responses every check must accept as sent. */
export const VALID_FLOW_RESPONSES: [what: string, body: () => unknown][] = [
  ["login_init with every action", () => flowResponse("login_init")],
  ["passcode_confirmation", passcode],
  [
    "a rate-limited passcode",
    () =>
      flowResponse("passcode_confirmation", {
        error: "rate_limit_exceeded",
        payload: { resend_after: 42 },
      }),
  ],
  ["success with claims and last_login", () => successResponse(EXPIRATION)],
  [
    "profile_init",
    () => flowResponse("profile_init", { flow: "profile", payload: { user: profileUser() } }),
  ],
  ["an error result without payload", () => errorResult("unauthorized")],
  [
    "an unknown payload key",
    () => flowResponse("passcode_confirmation", { payload: { passcode_resent: true, extra: 1 } }),
  ],
];

/** A malformed or inconsistent body and the field its error must name. */
export const INVALID_FLOW_RESPONSES: [what: string, body: () => unknown, path: string][] = [
  ["payload missing", () => ({ ...passcode(), payload: undefined }), "payload"],
  ["payload null", () => ({ ...passcode(), payload: null }), "payload"],
  ["actions null", () => ({ ...passcode(), actions: null }), "actions"],
  ["actions an array", () => ({ ...passcode(), actions: [] }), "actions"],
  [
    "action inputs null",
    () => {
      const b = passcode();
      verify(b).inputs = null;
      return b;
    },
    "actions.verify_passcode.inputs",
  ],
  [
    "an absolute href",
    () => {
      const b = passcode();
      verify(b).href = `http://127.0.0.1:8000/login?action=verify_passcode%40${FLOW_ID}`;
      return b;
    },
    "actions.verify_passcode.href",
  ],
  [
    "success without claims",
    () => {
      const b = successResponse(EXPIRATION);
      delete at(b, "payload").claims;
      return b;
    },
    "payload.claims",
  ],
  [
    "claims.expiration not a time",
    () => {
      const b = successResponse(EXPIRATION);
      at(b, "payload", "claims").expiration = "tomorrow";
      return b;
    },
    "payload.claims.expiration",
  ],
  [
    "profile_init without user",
    () => flowResponse("profile_init", { flow: "profile", payload: {} }),
    "payload.user",
  ],
  ["status a string", () => ({ ...passcode(), status: "200" }), "status"],
  ["status not an integer", () => ({ ...passcode(), status: 200.5 }), "status"],
  ["csrf_token a number", () => ({ ...passcode(), csrf_token: 42 }), "csrf_token"],
  ["links missing", () => ({ ...passcode(), links: undefined }), "links"],
  [
    "an unknown input type",
    () => {
      const b = passcode();
      codeInput(b).type = "digits";
      return b;
    },
    "actions.verify_passcode.inputs.code.type",
  ],
  [
    "required a string",
    () => {
      const b = passcode();
      codeInput(b).required = "true";
      return b;
    },
    "actions.verify_passcode.inputs.code.required",
  ],
  [
    "a negative min_length",
    () => {
      const b = passcode();
      codeInput(b).min_length = -1;
      return b;
    },
    "actions.verify_passcode.inputs.code.min_length",
  ],
  [
    "allowed_values null",
    () => {
      const b = passcode();
      codeInput(b).allowed_values = null;
      return b;
    },
    "actions.verify_passcode.inputs.code.allowed_values",
  ],
  [
    "an unknown input error code",
    () =>
      flowResponse("passcode_confirmation", {
        error: "form_data_invalid_error",
        inputs: {
          "verify_passcode.code": { error: { code: "nope" as "passcode_invalid", message: "x" } },
        },
      }),
    "actions.verify_passcode.inputs.code.error.code",
  ],
  [
    "resend_after a string",
    () => flowResponse("passcode_confirmation", { payload: { resend_after: "42" } }),
    "payload.resend_after",
  ],
  [
    "an email's is_primary a string",
    () => {
      const user = profileUser();
      Object.assign(user.emails[0] ?? {}, { is_primary: "yes" });
      return flowResponse("profile_init", { flow: "profile", payload: { user } });
    },
    "payload.user.emails[0].is_primary",
  ],
  [
    "a link with an unknown target",
    () => ({
      ...passcode(),
      links: [{ name: "t", href: "/t", category: "legal", target: "_new" }],
    }),
    "links[0].target",
  ],
  ["body null", () => null, "(root)"],
  ["body text", () => "<html>502</html>", "(root)"],
  // Well-typed, but the fields disagree (flow-api.md §1.4, §1.6, §1.8, §2.1).
  [
    "action field differs from its key",
    () => {
      const b = passcode();
      verify(b).action = "resend_passcode";
      return b;
    },
    "actions.verify_passcode.action",
  ],
  [
    "input name differs from its key",
    () => {
      const b = passcode();
      codeInput(b).name = "passcode";
      return b;
    },
    "actions.verify_passcode.inputs.code.name",
  ],
  [
    "an action the state never offers",
    () => {
      const b = passcode();
      at(b, "actions").password_login = verify(b);
      return b;
    },
    "actions.password_login",
  ],
  [
    "an unknown action",
    () => {
      const b = passcode();
      at(b, "actions").jump = verify(b);
      return b;
    },
    "actions.jump",
  ],
  [
    "actions in a terminal state",
    () => ({ ...successResponse(EXPIRATION), actions: passcode().actions }),
    "actions.verify_passcode",
  ],
  [
    "hrefs of two flows",
    () => {
      const b = passcode();
      at(b, "actions", "back").href = "/login?action=back%4099999999-9999-4999-8999-999999999999";
      return b;
    },
    "actions.back.href",
  ],
  [
    "an href naming another action",
    () => {
      const b = passcode();
      verify(b).href = `/login?action=back%40${FLOW_ID}`;
      return b;
    },
    "actions.verify_passcode.href",
  ],
  [
    "status 200 with a flow error",
    () => ({
      ...flowResponse("passcode_confirmation", { error: "passcode_max_attempts_reached" }),
      status: 200,
    }),
    "status",
  ],
  ["status 400 without an error", () => ({ ...passcode(), status: 400 }), "error"],
  ["an empty csrf_token in a state", () => ({ ...passcode(), csrf_token: "" }), "csrf_token"],
];
