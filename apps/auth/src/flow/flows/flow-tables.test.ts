import { STATES, stateActionNames, type StateName } from "@kretsbutiken/flow-protocol";
import { describe, expect, it } from "vitest";
import { compileFlow } from "../engine/compile-flow.ts";
import { loginFlow } from "./login.ts";
import { profileFlow } from "./profile.ts";
import { registrationFlow } from "./registration.ts";
import { tokenExchangeFlow } from "./token-exchange.ts";

describe.each([loginFlow, registrationFlow])("the $name table", (definition) => {
  const compiled = compileFlow(definition);

  it("only offers actions the catalogue allows", () => {
    const offered = [...compiled.states].flatMap(([name, state]) =>
      [...state.actions.keys()].map((action) => ({ state: name, action })),
    );
    expect(offered.length).toBeGreaterThan(0);
    expect(
      offered.filter(({ state, action }) => !new Set<string>(stateActionNames(state)).has(action)),
    ).toEqual([]);
  });

  it("owns its own states and takes the rest from sub-flows (§1.9)", () => {
    expect(compiled.states.get("preflight")?.owner).toBe("capabilities");
    expect(compiled.states.get("passcode_confirmation")?.owner).toBe("credential_usage");
    expect(compiled.states.get("success")?.owner).toBe(definition.name);
    expect(STATES.success.flows).toContain(definition.name);
  });

  it("has terminal success and error states without actions", () => {
    const terminal = ["success", "error"] satisfies StateName[];
    expect(terminal.map((name) => compiled.states.get(name)?.actions.size)).toEqual([0, 0]);
  });

  it("sends a passcode on every entry into passcode_confirmation", () => {
    expect(
      compiled.states.get("passcode_confirmation")?.beforeState.map((hook) => hook.name),
    ).toEqual(["send-passcode"]);
  });

  it("issues the session last before success", () => {
    expect(compiled.states.get("success")?.beforeState.at(-1)?.name).toBe("issue-session");
  });
});

it("registration creates the user before anything else at success, login never does", () => {
  expect(compileFlow(registrationFlow).states.get("success")?.beforeState[0]?.name).toBe(
    "create-user",
  );
  expect(
    compileFlow(loginFlow)
      .states.get("success")
      ?.beforeState.map((hook) => hook.name),
  ).not.toContain("create-user");
});

it("schedules login onboarding after the credential_usage sub-flow, in login only", () => {
  expect(loginFlow.afterFlow?.credential_usage?.map((hook) => hook.name)).toEqual([
    "schedule-login-onboarding",
  ]);
  expect(registrationFlow.afterFlow).toBeUndefined();
});

describe("the token_exchange table (§2.8)", () => {
  const compiled = compileFlow(tokenExchangeFlow);

  it("starts at its own thirdparty, which offers exchange_token and no back", () => {
    expect(tokenExchangeFlow.initialStates).toEqual(["thirdparty"]);
    const thirdparty = compiled.states.get("thirdparty");
    expect(thirdparty?.owner).toBe("token_exchange");
    expect([...(thirdparty?.actions.keys() ?? [])]).toEqual(["exchange_token"]);
    expect(tokenExchangeFlow.ttlSeconds).toBe(60 * 60);
  });

  it("reaches the code and user-detail states, and ends like a login", () => {
    expect(compiled.states.get("passcode_confirmation")?.owner).toBe("credential_usage");
    expect(compiled.states.get("onboarding_email")?.owner).toBe("user_details");
    expect(compiled.states.get("onboarding_username")?.owner).toBe("user_details");
    expect(compiled.states.get("success")?.beforeState.map((hook) => hook.name)).toEqual([
      "load-user-data",
      "determine-login-amr",
      "issue-session",
    ]);
    expect(tokenExchangeFlow.afterFlow).toBeUndefined();
  });
});

it("login and registration share credential_usage's thirdparty; the profile has its own", () => {
  for (const flow of [loginFlow, registrationFlow]) {
    const thirdparty = compileFlow(flow).states.get("thirdparty");
    expect(thirdparty?.owner).toBe("credential_usage");
    expect([...(thirdparty?.actions.keys() ?? [])]).toEqual(["exchange_token", "back"]);
  }
  expect(compileFlow(profileFlow).states.get("thirdparty")?.owner).toBe("profile");
});
