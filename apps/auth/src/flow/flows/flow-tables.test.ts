import { STATES, stateActionNames, type StateName } from "@kretsbutiken/flow-protocol";
import { describe, expect, it } from "vitest";
import { compileFlow } from "../engine/compile-flow.ts";
import { loginFlow } from "./login.ts";
import { registrationFlow } from "./registration.ts";

describe.each([loginFlow, registrationFlow])("the $name table", (definition) => {
  const compiled = compileFlow(definition);

  it("only offers actions the catalogue allows", () => {
    for (const [name, state] of compiled.states) {
      for (const action of state.actions.keys()) expect(stateActionNames(name)).toContain(action);
    }
  });

  it("owns its own states and takes the rest from sub-flows (§1.9)", () => {
    expect(compiled.states.get("preflight")?.owner).toBe("capabilities");
    expect(compiled.states.get("passcode_confirmation")?.owner).toBe("credential_usage");
    expect(compiled.states.get("success")?.owner).toBe(definition.name);
    expect(STATES.success.flows).toContain(definition.name);
  });

  it("has terminal success and error states without actions", () => {
    for (const name of ["success", "error"] satisfies StateName[]) {
      expect(compiled.states.get(name)?.actions.size).toBe(0);
    }
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
