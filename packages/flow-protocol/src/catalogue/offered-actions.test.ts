import { describe, expect, it } from "vitest";
import { ACTION_NAMES } from "../actions.ts";
import { STATE_NAMES } from "../states.ts";
import { NOT_OFFERED_IN_FLOWS, OFFERED_ACTIONS, isOfferedByAnyState } from "./offered-actions.ts";
import { STATE_ACTIONS } from "./state-actions.ts";
import type { ActionSpec, StateActionSpecs } from "./action-spec.ts";

describe("OFFERED_ACTIONS", () => {
  it.each(STATE_NAMES)("lists the catalogue's actions of %s, in its order", (state) => {
    expect(OFFERED_ACTIONS[state]).toEqual(Object.keys(STATE_ACTIONS[state]));
  });

  it.each(STATE_NAMES)("carries the catalogue's notInFlows of %s", (state) => {
    const specs: StateActionSpecs = STATE_ACTIONS[state];
    const expected = Object.fromEntries(
      Object.entries(specs)
        .filter((entry): entry is [string, ActionSpec] => entry[1]?.notInFlows !== undefined)
        .map(([action, spec]) => [action, spec.notInFlows]),
    );
    expect(NOT_OFFERED_IN_FLOWS[state] ?? {}).toEqual(expected);
  });

  it("offers every action name somewhere, and nothing else", () => {
    for (const action of ACTION_NAMES) expect(isOfferedByAnyState(action)).toBe(true);
    expect(isOfferedByAnyState("continue_to_login_method_chooser")).toBe(false);
    expect(isOfferedByAnyState("toString")).toBe(false);
    const offered = new Set(Object.values(OFFERED_ACTIONS).flat());
    expect([...offered].sort()).toEqual([...ACTION_NAMES].sort());
  });
});
