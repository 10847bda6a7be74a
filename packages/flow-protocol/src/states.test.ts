import { describe, expect, it } from "vitest";
import {
  FLOW_NAMES,
  FLOW_PATHS,
  INITIAL_STATES,
  STATES_AFTER_PREFLIGHT,
  isFlowName,
} from "./flows.ts";
import { STATES, STATE_NAMES, TERMINAL_STATES, isStateName, isTerminalState } from "./states.ts";

describe("state inventory (§2.1)", () => {
  it("has 26 unique states, each described", () => {
    expect(new Set(STATE_NAMES).size).toBe(26);
    expect(Object.keys(STATES).sort()).toEqual([...STATE_NAMES].sort());
  });

  it.each(STATE_NAMES)("%s is terminal only if listed as terminal", (state) => {
    expect(isTerminalState(state)).toBe((TERMINAL_STATES as readonly string[]).includes(state));
  });

  it.each([
    ["passcode_confirmation", ["login", "registration", "profile", "token_exchange"]],
    ["preflight", ["login", "registration", "profile"]],
    ["profile_init", ["profile"]],
    ["success", ["login", "registration", "token_exchange"]],
  ] as const)("%s is reachable in %j", (state, flows) => {
    expect(STATES[state].flows).toEqual(flows);
  });

  it.each([
    ["login_init", true],
    ["foo_bar", false],
    ["", false],
    [null, false],
  ] as const)("isStateName(%j) is %s", (value, result) => {
    expect(isStateName(value)).toBe(result);
  });
});

describe("flows (§1.2)", () => {
  it.each(FLOW_NAMES)("%s starts at a state reachable in it, at its own path", (flow) => {
    expect(FLOW_PATHS[flow]).toBe(`/${flow}`);
    expect(STATES[INITIAL_STATES[flow]].flows).toContain(flow);
  });

  it.each(Object.entries(STATES_AFTER_PREFLIGHT))(
    "preflight of %s continues to %s",
    (flow, state) => {
      expect(isFlowName(flow)).toBe(true);
      expect(isStateName(state)).toBe(true);
    },
  );

  it("has no path for sub-flows", () => {
    expect(isFlowName("credential_usage")).toBe(false);
  });
});
