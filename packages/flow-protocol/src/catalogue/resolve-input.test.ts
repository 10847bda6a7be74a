import { describe, expect, it } from "vitest";
import type { ActionName } from "../actions.ts";
import { inputError } from "../errors.ts";
import type { Input } from "../inputs.ts";
import type { StateName } from "../states.ts";
import {
  DEFAULT_INPUT_CONFIG,
  resolveInput,
  type InputConfig,
  type InputExtras,
} from "./resolve-input.ts";
import { actionSpec } from "./state-actions.ts";

function resolve(
  state: StateName,
  action: ActionName,
  input: string,
  config: InputConfig = DEFAULT_INPUT_CONFIG,
  extras?: InputExtras,
): Input {
  const spec = actionSpec(state, action)?.inputs.find((candidate) => candidate.name === input);
  if (spec === undefined) throw new Error(`no input ${state}.${action}.${input}`);
  return resolveInput(spec, config, extras);
}

const withConfig = (overrides: Partial<InputConfig>): InputConfig => ({
  ...DEFAULT_INPUT_CONFIG,
  ...overrides,
});

// Expected wire inputs under Hanko's default configuration, from the conformance checklist
// (flow-api.md §8, item numbers in the names) and §1.4's examples.
const cases: [what: string, actual: () => Input, expected: Input][] = [
  [
    "4: webauthn_available",
    () => resolve("preflight", "register_client_capabilities", "webauthn_available"),
    { name: "webauthn_available", type: "boolean", required: true, hidden: true },
  ],
  [
    "4: conditional mediation has no required key",
    () =>
      resolve(
        "preflight",
        "register_client_capabilities",
        "webauthn_conditional_mediation_available",
      ),
    { name: "webauthn_conditional_mediation_available", type: "boolean", hidden: true },
  ],
  [
    "27: login email",
    () => resolve("login_init", "continue_with_login_identifier", "email"),
    { name: "email", type: "email", min_length: 3, max_length: 120, required: true },
  ],
  [
    "27: login email with the sample config",
    () =>
      resolve(
        "login_init",
        "continue_with_login_identifier",
        "email",
        withConfig({ "email.max_length": 100 }),
      ),
    { name: "email", type: "email", min_length: 3, max_length: 100, required: true },
  ],
  [
    "25: assertion_response",
    () => resolve("login_init", "webauthn_verify_assertion_response", "assertion_response"),
    { name: "assertion_response", type: "json", required: true },
  ],
  [
    "35: password_login",
    () => resolve("login_password", "password_login", "password"),
    { name: "password", type: "password", required: true },
  ],
  [
    "52: password_recovery",
    () => resolve("login_password_recovery", "password_recovery", "new_password"),
    { name: "new_password", type: "password", min_length: 8, max_length: 72, required: true },
  ],
  [
    "53: username identifier",
    () => resolve("login_init", "continue_with_login_identifier", "username"),
    { name: "username", type: "string", min_length: 3, max_length: 32, required: true },
  ],
  [
    "54: email-or-username identifier",
    () => resolve("login_init", "continue_with_login_identifier", "identifier"),
    { name: "identifier", type: "string", max_length: 255, required: true },
  ],
  [
    "70: registration email",
    () => resolve("registration_init", "register_login_identifier", "email"),
    { name: "email", type: "email", max_length: 120, required: true },
  ],
  [
    "73: register_password",
    () => resolve("password_creation", "register_password", "new_password"),
    { name: "new_password", type: "password", min_length: 8, required: true },
  ],
  [
    "register_password with optional passwords",
    () =>
      resolve(
        "password_creation",
        "register_password",
        "new_password",
        withConfig({ "password.optional": true }),
      ),
    { name: "new_password", type: "password", min_length: 8, required: false },
  ],
  [
    "87: password_update",
    () => resolve("profile_init", "password_update", "password"),
    { name: "password", type: "string", min_length: 8, max_length: 72, required: true },
  ],
  [
    "87: patch_metadata sends hidden:false",
    () => resolve("profile_init", "patch_metadata", "patch_metadata"),
    { name: "patch_metadata", type: "json", required: true, hidden: false },
  ],
  [
    "preserved input without a submission has value null",
    () => resolve("onboarding_email", "email_address_set", "email"),
    { name: "email", type: "string", value: null, max_length: 120, required: true },
  ],
  [
    "preserved input echoes the submitted value",
    () =>
      resolve("profile_init", "username_create", "username", DEFAULT_INPUT_CONFIG, {
        value: "jane",
      }),
    {
      name: "username",
      type: "string",
      value: "jane",
      min_length: 3,
      max_length: 32,
      required: true,
    },
  ],
  [
    "an empty allowed list is omitted",
    () =>
      resolve("profile_init", "session_delete", "session_id", DEFAULT_INPUT_CONFIG, {
        allowedValues: [],
      }),
    { name: "session_id", type: "string", required: true, hidden: true },
  ],
  [
    "56: providers as allowed values",
    () =>
      resolve("login_init", "thirdparty_oauth", "provider", DEFAULT_INPUT_CONFIG, {
        allowedValues: [{ value: "google", name: "Google" }],
      }),
    {
      name: "provider",
      type: "string",
      required: true,
      hidden: true,
      allowed_values: [{ value: "google", name: "Google" }],
    },
  ],
  [
    "45/46: verify_passcode code with an error",
    () =>
      resolve("passcode_confirmation", "verify_passcode", "code", DEFAULT_INPUT_CONFIG, {
        value: "000000",
        error: inputError("passcode_invalid"),
      }),
    {
      name: "code",
      type: "string",
      value: "000000",
      required: true,
      error: { code: "passcode_invalid", message: "The passcode is invalid." },
    },
  ],
];

describe("resolveInput", () => {
  it.each(cases)("%s", (_what, actual, expected) => {
    expect(actual()).toEqual(expected);
  });

  it("emits keys in Go's field order", () => {
    const input = resolve("profile_init", "username_update", "username", DEFAULT_INPUT_CONFIG, {
      error: inputError("invalid_username_error"),
    });
    expect(Object.keys(input)).toEqual([
      "name",
      "type",
      "value",
      "min_length",
      "max_length",
      "required",
      "error",
    ]);
  });
});
