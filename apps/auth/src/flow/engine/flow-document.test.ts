import { describe, expect, it } from "vitest";
import { FlowEngineError } from "./flow-engine-error.ts";
import {
  advance,
  isRevertible,
  newDocument,
  parseDocument,
  revert,
  serialiseDocument,
  settleError,
  stateVisited,
} from "./flow-document.ts";

const start = newDocument(["preflight", "login_init"]);

describe("flow documents (§1.9)", () => {
  it("start at the first initial state with the rest scheduled", () => {
    expect(start).toEqual({
      state: "preflight",
      prev_state: "",
      scheduled: ["login_init"],
      data: {},
      hist: [],
    });
  });

  it("put states scheduled now in front of stored ones and write history on a change", () => {
    const next = advance(start, {
      scheduledNow: ["login_password", "success"],
      data: { a: 1 },
      revertible: true,
    });
    expect(next).toMatchObject({
      state: "login_password",
      prev_state: "preflight",
      scheduled: ["success", "login_init"],
      data: { a: 1 },
    });
    expect(next.hist).toEqual([
      { state: "preflight", prev_state: "", data: {}, scheduled: ["login_init"], revertible: true },
    ]);
    expect(isRevertible(next)).toBe(true);
    expect(stateVisited(next, "preflight")).toBe(true);
  });

  it("write no history and keep the previous state when continuing into the same state", () => {
    const next = advance(start, { scheduledNow: ["preflight"], data: { a: 1 }, revertible: true });
    expect(next).toEqual({ ...start, data: { a: 1 } });
  });

  it("refuse to continue with nothing scheduled", () => {
    const last = { ...start, scheduled: [] };
    expect(() => advance(last, { scheduledNow: [], data: {}, revertible: true })).toThrow(
      FlowEngineError,
    );
  });

  it("revert to the last entry, keeping current sticky values", () => {
    const next = advance(start, {
      scheduledNow: [],
      data: { a: 1, sticky: { id: "old" } },
      revertible: true,
    });
    expect(revert(next, { a: 2, sticky: { id: "new" } })).toEqual({
      state: "preflight",
      prev_state: "",
      scheduled: ["login_init"],
      data: { sticky: { id: "new" } },
      hist: [],
    });
    const prevented = advance(start, { scheduledNow: [], data: {}, revertible: false });
    expect(revert(prevented, {})).toBeUndefined();
    expect(revert(start, {})).toBeUndefined();
  });

  it("stay on a 4xx with the previous state kept (B3), or move to the error state on a 5xx", () => {
    const next = advance(start, { scheduledNow: [], data: {}, revertible: true });
    expect(settleError(next, "login_init", { b: 1 })).toEqual({ ...next, data: { b: 1 } });
    expect(settleError(next, "error", {})).toMatchObject({
      state: "error",
      prev_state: "login_init",
    });
  });

  it("round-trip through JSON and reject anything else", () => {
    expect(parseDocument(serialiseDocument(start))).toEqual(start);
    expect(() => parseDocument("not json")).toThrow(FlowEngineError);
    expect(() => parseDocument(JSON.stringify({ ...start, state: "nowhere" }))).toThrow(
      FlowEngineError,
    );
  });
});
