import { describe, expect, it } from "vitest";
import { Hanko } from "../hanko.ts";
import { fakePlatform, json, sequence } from "../testing/fake-platform.ts";
import { flowResponse, profileUser } from "@kretsbutiken/flow-protocol/testing";
import { mergeInputData } from "./input-data.ts";
import type { State } from "./state.ts";

describe("mergeInputData (flow-api §1.3)", () => {
  it.each([
    ["server values first", { a: { name: "a", type: "string", value: "s" } }, null, { a: "s" }],
    ["a null value counts", { a: { name: "a", type: "string", value: null } }, {}, { a: null }],
    ["the caller wins", { a: { name: "a", type: "string", value: "s" } }, { a: "c" }, { a: "c" }],
    [
      "undefined keeps",
      { a: { name: "a", type: "string", value: "s" } },
      { a: undefined },
      { a: "s" },
    ],
    ["no value, no key", { a: { name: "a", type: "string" } }, {}, {}],
    ["values without an input are sent", {}, { identity_id: "i1" }, { identity_id: "i1" }],
  ] as const)("%s", (_, inputs, values, expected) => {
    expect(mergeInputData(inputs, values)).toEqual(expected);
  });
});

describe("disconnect_thirdparty_oauth_provider", () => {
  it("sends identity_id although the action advertises no inputs (flow-api §2.7, Appendix B9)", async () => {
    const platform = fakePlatform({ href: "https://shop.example/profile" });
    const profile = () =>
      json(
        flowResponse("profile_init", {
          flow: "profile",
          actions: ["disconnect_thirdparty_oauth_provider"],
          payload: { user: profileUser() },
        }),
      );
    platform.route(sequence(() => json(flowResponse("preflight", { flow: "profile" })), profile));
    const state = (await new Hanko("https://auth.example", { platform }).createState(
      "profile",
    )) as State<"profile_init">;
    expect(state.actions.disconnect_thirdparty_oauth_provider.inputs).toEqual({});
    const next = await state.actions.disconnect_thirdparty_oauth_provider.run({
      identity_id: "0b8c6f2e-9d4a-4c1e-8f00-3a1d2b3c4d5e",
    });
    expect(next.name).toBe("profile_init");
    expect(platform.requests.at(-1)?.body).toMatchObject({
      input_data: { identity_id: "0b8c6f2e-9d4a-4c1e-8f00-3a1d2b3c4d5e" },
    });
  });
});
