import { describe, expect, it, vi } from "vitest";
import { HandlerNotFoundError } from "../errors.ts";
import { Hanko } from "../hanko.ts";
import { fakePlatform, json, sequence } from "../testing/fake-platform.ts";
import { flowResponse } from "@kretsbutiken/flow-protocol/testing";
import { runFlow, type FlowHandlers } from "./run-flow.ts";

function setup(...answers: (() => Response)[]) {
  const platform = fakePlatform();
  platform.route(sequence(...answers));
  return { hanko: new Hanko("https://auth.example", { platform }), platform };
}

const loginInit = () =>
  json(flowResponse("login_init", { actions: ["continue_with_login_identifier"] }));
const passcode = () => json(flowResponse("passcode_confirmation"));

describe("runFlow: a table of handlers keyed by state name", () => {
  it("runs the handler of each state; a returned action runs, a returned state continues", async () => {
    const { hanko, platform } = setup(() => json(flowResponse("preflight")), loginInit, passcode);
    const start = await hanko.createState("login", { excludeAutoSteps: "all" });
    const seen: string[] = [];
    const handlers: FlowHandlers = {
      preflight: (state) => {
        seen.push(state.name);
        return state.actions.register_client_capabilities;
      },
      login_init: (state) => {
        seen.push(state.name);
        return state.actions.continue_with_login_identifier.run({ email: "jane@example.com" });
      },
      passcode_confirmation: (state) => {
        seen.push(state.name);
      },
    };
    const end = await runFlow({ state: start, handlers });
    expect(seen).toEqual(["preflight", "login_init", "passcode_confirmation"]);
    expect(end.name).toBe("passcode_confirmation");
    expect(platform.requests.at(-1)?.body).toMatchObject({
      input_data: { email: "jane@example.com" },
    });
  });

  it("raises HandlerNotFoundError for a state without a handler", async () => {
    const { hanko } = setup(loginInit);
    const state = await hanko.createState("login");
    await expect(runFlow({ state, handlers: {} })).rejects.toMatchObject({
      name: "HandlerNotFoundError",
      stateName: "login_init",
      code: "handlerNotFoundError",
    });
  });

  it("raises HandlerNotFoundError for a state name this SDK does not know", async () => {
    const { hanko } = setup(() => json({ ...flowResponse("login_init"), name: "foo_bar" }));
    const state = await hanko.createState("login");
    const error = vi.fn();
    const handlers: FlowHandlers = { error };
    const failure = await runFlow({ state, handlers }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HandlerNotFoundError);
    expect((failure as HandlerNotFoundError).stateName).toBe("foo_bar");
    expect(error).not.toHaveBeenCalled();
  });
});
