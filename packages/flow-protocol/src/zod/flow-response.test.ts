// The zod schema and the hand-written check judge every flow response alike: the cases of
// ../testing (which the check's own tests run), the check's fixture mutations, and edges where
// two implementations could part. A rejection must also name the same field. The fixtures
// themselves are in ./fixtures.test.ts.
import { describe, expect, it } from "vitest";
import { parseFlowResponse } from "../checks/index.ts";
import { loadFixture, objectAt, type JsonObject } from "../fixtures/load-fixture.ts";
import {
  FLOW_ID,
  INVALID_FLOW_RESPONSES,
  VALID_FLOW_RESPONSES,
  flowResponse,
  profileUser,
  successResponse,
} from "../testing/index.ts";
import { flowResponseSchema } from "./flow-response.ts";
import { issuePaths } from "./issue-paths.ts";

/** Both accept `json` as sent (the schema keeps every field), or both reject it at `path`. */
function expectSameVerdict(json: unknown, path: string | undefined): void {
  const check = parseFlowResponse(json);
  const schema = flowResponseSchema.safeParse(json);
  const accepted = path === undefined;
  expect({ check: check.ok, schema: schema.success }).toEqual({
    check: accepted,
    schema: accepted,
  });
  if (schema.success) expect(schema.data).toEqual(json);
  if (!check.ok) expect(check.error.issues.map((issue) => issue.path)).toContain(path);
  if (!schema.success) expect(issuePaths(schema.error)).toContain(path);
}

describe("flowResponseSchema and parseFlowResponse", () => {
  it.each(VALID_FLOW_RESPONSES)("both accept %s (testing cases)", (_what, body) => {
    expectSameVerdict(body(), undefined);
  });

  it.each(INVALID_FLOW_RESPONSES)("both reject %s (testing cases)", (_what, body, path) => {
    expectSameVerdict(body(), path);
  });
});

// The fixture mutations of ../checks/malformed-flow-response.test.ts and
// inconsistent-flow-response.test.ts that the testing cases do not already make.
const PASSCODE = "login-passcode-confirmation.json";
const verify = (json: JsonObject) => objectAt(json, "actions", "verify_passcode");
const fixtureCases: [
  what: string,
  file: string,
  mutate: (json: JsonObject) => void,
  path: string,
][] = [
  ["unknown state", PASSCODE, (j) => void (j.name = "foo_bar"), "name"],
  [
    "an unknown action",
    PASSCODE,
    (j) => void (objectAt(j, "actions").continue_to_login_method_chooser = verify(j)),
    "actions.continue_to_login_method_chooser",
  ],
  [
    "actions in a terminal state",
    "login-success.json",
    (j) => void (j.actions = loadFixture(PASSCODE).actions ?? null),
    "actions.verify_passcode",
  ],
  [
    "status 200 with a flow error",
    "login-passcode-invalid.json",
    (j) => void (j.status = 200),
    "status",
  ],
  [
    "an unknown input error code",
    "login-passcode-invalid.json",
    (j) => void (objectAt(j, "actions", "verify_passcode", "inputs", "code", "error").code = "x"),
    "actions.verify_passcode.inputs.code.error.code",
  ],
];

describe("flowResponseSchema and parseFlowResponse on the checks' fixture mutations", () => {
  it.each(fixtureCases)("both reject %s", (_what, file, mutate, path) => {
    const json = loadFixture(file);
    mutate(json);
    expectSameVerdict(json, path);
  });
});

type Body = Record<string, unknown>;
const EXPIRATION = new Date("2026-11-22T14:33:52.000Z");
const passcode = (): Body =>
  flowResponse("passcode_confirmation", {
    actions: ["verify_passcode", "resend_passcode", "back"],
  });
const at = (body: Body, ...path: string[]): Body =>
  path.reduce((object, key) => object[key] as Body, body);
const code = (body: Body) => at(body, "actions", "verify_passcode", "inputs", "code");
const withPayload = (name: "login_passkey" | "mfa_otp_secret_creation", payload: Body) =>
  flowResponse(name, { actions: [], payload });
const CREATION_OPTIONS = {
  publicKey: { challenge: "c", rp: { name: "r" }, user: { name: "u", displayName: "U", id: "i" } },
};
const creation = (publicKey: Body) =>
  flowResponse("onboarding_verify_passkey_attestation", {
    actions: [],
    payload: { creation_options: { publicKey: { ...CREATION_OPTIONS.publicKey, ...publicKey } } },
  });
const REQUEST_OPTIONS = { publicKey: { challenge: "c", rpId: "localhost", extra: 1 } };

// Edges beyond the shared cases: each rule where a schema library and a hand-written check
// could part (undefined vs missing, loose vs strict objects, integers, enums, hrefs).
const edges: [what: string, body: () => unknown, path?: string][] = [
  ["an unknown top-level key", () => ({ ...passcode(), trace_id: "t" })],
  ["an unknown key in an empty payload", () => flowResponse("preflight", { payload: { x: 1 } })],
  [
    "a raw @ in every href",
    () => JSON.parse(JSON.stringify(passcode()).replaceAll("%40", "@")) as unknown,
  ],
  [
    "flow ids differing only in case",
    () => {
      const b = passcode();
      at(b, "actions", "back").href = `/login?action=back%40${FLOW_ID.toUpperCase()}`;
      return b;
    },
  ],
  ["thirdparty with back in the login flow", () => flowResponse("thirdparty")],
  [
    "thirdparty with back in token_exchange (notInFlows)",
    () => flowResponse("thirdparty", { flow: "token_exchange" }),
    "actions.back",
  ],
  [
    "an href with two action parameters",
    () => {
      const b = passcode();
      at(b, "actions", "back").href = `/login?action=back%40${FLOW_ID}&action=back%40${FLOW_ID}`;
      return b;
    },
    "actions.back.href",
  ],
  [
    "a protocol-relative href",
    () => {
      const b = passcode();
      at(b, "actions", "back").href = `//evil.example/login?action=back%40${FLOW_ID}`;
      return b;
    },
    "actions.back.href",
  ],
  [
    "an empty href",
    () => ({
      ...passcode(),
      actions: { back: { ...at(passcode(), "actions", "back"), href: "" } },
    }),
    "actions.back.href",
  ],
  [
    "an own __proto__ action (JSON.parse)",
    () => {
      const b = passcode();
      const own = `"actions":{"__proto__":${JSON.stringify(at(b, "actions", "back"))},`;
      return JSON.parse(JSON.stringify(b).replace('"actions":{', own)) as unknown;
    },
    "actions.__proto__",
  ],
  ["name missing", () => ({ ...passcode(), name: undefined }), "name"],
  ["name a number", () => ({ ...passcode(), name: 7 }), "name"],
  ["status 600", () => ({ ...passcode(), status: 600 }), "status"],
  ["status NaN", () => ({ ...passcode(), status: Number.NaN }), "status"],
  [
    "a flow error code unknown",
    () => ({ ...passcode(), status: 400, error: { code: "x", message: "" } }),
    "error.code",
  ],
  [
    "a flow error with a cause",
    () => {
      const b = flowResponse("passcode_confirmation", { error: "form_data_invalid_error" });
      return { ...b, error: { ...at(b, "error"), cause: "debug" } };
    },
  ],
  [
    "a 500 technical_error in a state",
    () => flowResponse("login_init", { error: "technical_error" }),
  ],
  [
    "an error result with a payload",
    () => ({ ...flowResponse("error", { error: "flow_discontinuity_error" }), csrf_token: "" }),
  ],
  [
    "an error result with payload null",
    () => ({ ...flowResponse("error"), payload: null }),
    "payload",
  ],
  [
    "an error result offering an action",
    () => ({ ...flowResponse("error"), actions: passcode().actions }),
    "actions.verify_passcode",
  ],
  ["an error state at 200 without error", () => flowResponse("error")],
  ["payload an array", () => ({ ...passcode(), payload: [] }), "payload"],
  [
    "a link",
    () => ({
      ...passcode(),
      links: [{ name: "t", href: "/t", category: "legal", target: "_blank" }],
    }),
  ],
  [
    "an input value of any JSON",
    () => {
      const b = passcode();
      code(b).value = { any: [1] };
      return b;
    },
  ],
  [
    "an input min_length 1.5",
    () => {
      const b = passcode();
      code(b).min_length = 1.5;
      return b;
    },
    "actions.verify_passcode.inputs.code.min_length",
  ],
  [
    "an input name empty",
    () => {
      const b = passcode();
      at(b, "actions", "verify_passcode", "inputs")[""] = { ...code(b), name: "" };
      return b;
    },
    "actions.verify_passcode.inputs..name",
  ],
  [
    "allowed_values of each JSON type",
    () => {
      const b = passcode();
      code(b).allowed_values = [
        { value: "a", name: "A" },
        { value: 1, name: "1" },
        { value: false, name: "no" },
      ];
      return b;
    },
  ],
  [
    "an allowed value null",
    () => {
      const b = passcode();
      code(b).allowed_values = [{ value: null, name: "x" }];
      return b;
    },
    "actions.verify_passcode.inputs.code.allowed_values[0].value",
  ],
  [
    "request_options with unknown keys",
    () => withPayload("login_passkey", { request_options: REQUEST_OPTIONS }),
  ],
  [
    "request_options without a challenge",
    () => withPayload("login_passkey", { request_options: { publicKey: {} } }),
    "payload.request_options.publicKey.challenge",
  ],
  ["creation_options", () => creation({ pubKeyCredParams: [{ type: "public-key", alg: -7 }] })],
  [
    "creation_options without pubKeyCredParams",
    () => creation({}),
    "payload.creation_options.publicKey.pubKeyCredParams",
  ],
  // Checked by creationOptionsCheck although PublicKeyCreationOptionsJSON has no such key.
  [
    "creation_options with a top-level userVerification a number",
    () => creation({ pubKeyCredParams: [], userVerification: 5 }),
    "payload.creation_options.publicKey.userVerification",
  ],
  [
    "an otp_image_source not a data:image URL",
    () =>
      withPayload("mfa_otp_secret_creation", {
        otp_secret: "S",
        otp_image_source: "https://x/qr.png",
      }),
    "payload.otp_image_source",
  ],
  [
    "no otp_secret",
    () => withPayload("mfa_otp_secret_creation", { otp_image_source: "data:image/png;base64,x" }),
    "payload.otp_secret",
  ],
  [
    "profile_init with sessions",
    () =>
      flowResponse("profile_init", {
        flow: "profile",
        actions: [],
        payload: {
          user: profileUser(),
          sessions: [
            {
              id: FLOW_ID,
              current: true,
              created_at: "2026-11-22T02:33:51Z",
              last_used: "2026-11-22T02:33:51+01:00",
            },
          ],
        },
      }),
  ],
  [
    "a session's last_used without a zone",
    () =>
      flowResponse("profile_init", {
        flow: "profile",
        actions: [],
        payload: {
          user: profileUser(),
          sessions: [
            {
              id: FLOW_ID,
              current: true,
              created_at: "2026-11-22T02:33:51Z",
              last_used: "2026-11-22T02:33:51",
            },
          ],
        },
      }),
    "payload.sessions[0].last_used",
  ],
  [
    "success with a custom claim",
    () => {
      const b = successResponse(EXPIRATION);
      at(b, "payload", "claims").shop_role = "customer";
      return b;
    },
  ],
  [
    "success with an unknown mfa_method",
    () => {
      const b = successResponse(EXPIRATION);
      at(b, "payload").last_login = { login_method: "password", mfa_method: "sms" };
      return b;
    },
    "payload.last_login.mfa_method",
  ],
];

describe("flowResponseSchema and parseFlowResponse on edges", () => {
  it.each(edges)("%s: same verdict", (_what, body, path) => {
    expectSameVerdict(body(), path);
  });
});
