import { describe, expect, it } from "vitest";
import { ThirdPartyError } from "../errors.ts";
import { Hanko } from "../hanko.ts";
import { fakePlatform, json, sequence, type FakePlatform } from "../testing/fake-platform.ts";
import { FLOW_ID, flowResponse, successResponse } from "@kretsbutiken/flow-protocol/testing";
import type { State } from "./state.ts";

const API = "https://auth.example";
const SAML_AUTH = `${API}/saml/auth?domain=kretsbutiken.se&redirect_to=https%3A%2F%2Fshop.example%2Flogin`;
const preflight = () => json(flowResponse("preflight"));
const loginInit = () =>
  json(
    flowResponse("login_init", { actions: ["continue_with_login_identifier", "thirdparty_oauth"] }),
  );
const thirdparty =
  (redirect = "https://accounts.google.com/auth?state=x") =>
  () =>
    json(
      flowResponse("thirdparty", {
        actions: ["exchange_token", "back"],
        payload: { redirect_url: redirect },
        csrf: "csrf-thirdparty",
      }),
    );

/** Signs in with Google up to leaving the page; the thirdparty state is now saved. */
async function leaveForProvider(): Promise<FakePlatform> {
  const platform = fakePlatform();
  platform.route(sequence(preflight, loginInit, thirdparty()));
  const init = (await new Hanko(API, { platform }).createState("login")) as State<"login_init">;
  await init.actions.thirdparty_oauth.run({ provider: "google", redirect_to: "https://shop/" });
  return platform;
}

describe("a return with ?error= (product spec §8, both mappings)", () => {
  // [error, state.error.code (the official mapping: access_denied only), clientError.code (the widget's)]
  it.each([
    ["access_denied", "third_party_access_denied", "thirdPartyAccessDenied"],
    ["user_conflict", "technical_error", "emailAddressAlreadyExistsError"],
    ["multiple_accounts", "technical_error", "thirdPartyMultipleAccounts"],
    ["unverified_email", "technical_error", "thirdPartyUnverifiedEmail"],
    ["email_maxnum", "technical_error", "maxNumOfEmailAddressesReached"],
    ["signup_disabled", "technical_error", "signupDisabled"],
    ["server_error", "technical_error", "somethingWentWrong"],
    ["invalid_request", "technical_error", "somethingWentWrong"],
    ["temporarily_unavailable", "technical_error", "somethingWentWrong"],
  ])(
    "%s: back to login_init with %s, shown as %s; the address loses both parameters",
    async (error, code, key) => {
      const platform = await leaveForProvider();
      platform.location.href = `https://shop.example/login?tab=2&error=${error}&error_description=Nope+here#top`;
      platform.route(sequence(loginInit));
      const state = await new Hanko(API, { platform }).createState("login");
      expect(state.name).toBe("login_init");
      expect(platform.requests.at(-1)?.url).toBe(`${API}/login?action=back%40${FLOW_ID}`);
      expect(state.error).toEqual({ code, message: "Nope here" });
      expect(state.clientError).toBeInstanceOf(ThirdPartyError);
      expect(state.clientError?.code).toBe(key);
      expect(platform.location.href).toBe("https://shop.example/login?tab=2#top");
    },
  );

  it("without error_description the code is the message", async () => {
    const platform = await leaveForProvider();
    platform.location.href = "https://shop.example/login?error=access_denied";
    platform.route(sequence(loginInit));
    const state = await new Hanko(API, { platform }).createState("login");
    expect(state.error).toEqual({ code: "third_party_access_denied", message: "access_denied" });
    expect(platform.location.href).toBe("https://shop.example/login");
  });
});

describe("enterprise sign-in through the flow (flow-api §2.2 identifier resolution, step 2)", () => {
  it("follows the server's SAML address after the identifier, then exchanges the returned token", async () => {
    const platform = fakePlatform();
    platform.route(sequence(preflight, loginInit, thirdparty(SAML_AUTH)));
    const init = (await new Hanko(API, { platform }).createState("login")) as State<"login_init">;
    const state = await init.actions.continue_with_login_identifier.run({
      identifier: "anna@kretsbutiken.se",
    });
    expect(state.name).toBe("thirdparty");
    expect(platform.navigations).toEqual([SAML_AUTH]);
    expect(platform.storage.getItem("hanko-flow-state")).toContain('"name":"thirdparty"');

    platform.location.href = "https://shop.example/login?hanko_token=saml-one-time";
    platform.route(() => json(successResponse(new Date(Date.now() + 3600_000))));
    const back = await new Hanko(API, { platform }).createState("login");
    expect(back.name).toBe("success");
    expect(platform.requests.at(-1)?.url).toBe(`${API}/login?action=exchange_token%40${FLOW_ID}`);
    expect(platform.requests.at(-1)?.body).toEqual({
      input_data: { token: "saml-one-time" },
      csrf_token: "csrf-thirdparty",
    });
    expect(platform.location.href).toBe("https://shop.example/login");
  });
});

describe("a refused token (flow-api §2.2 exchange_token)", () => {
  const refused = (actions: ("exchange_token" | "back")[]) => () =>
    json(flowResponse("thirdparty", { actions, error: "form_data_invalid_error" }), {
      status: 400,
    });

  it("steps back to where the sign-in began and keeps showing the refusal", async () => {
    const platform = await leaveForProvider();
    platform.location.href = `https://shop.example/login?hanko_token=${"t".repeat(43)}`;
    platform.route(sequence(refused(["exchange_token", "back"]), loginInit));
    const state = await new Hanko(API, { platform }).createState("login");
    expect(platform.requests.map((request) => request.url).slice(-2)).toEqual([
      `${API}/login?action=exchange_token%40${FLOW_ID}`,
      `${API}/login?action=back%40${FLOW_ID}`,
    ]);
    expect(state.name).toBe("login_init");
    expect(state.error?.code).toBe("form_data_invalid_error");
    expect(platform.location.href).toBe("https://shop.example/login");
  });

  it("stays in thirdparty with the refusal where there is no way back (token_exchange)", async () => {
    const platform = fakePlatform();
    platform.location.href = `https://shop.example/?saml_hint=idp_initiated&hanko_token=${"t".repeat(43)}`;
    platform.route(
      sequence(
        () =>
          json(flowResponse("thirdparty", { flow: "token_exchange", actions: ["exchange_token"] })),
        refused(["exchange_token"]),
      ),
    );
    const state = await new Hanko(API, { platform }).createState("login");
    expect(state.flowName).toBe("token_exchange");
    expect(state.name).toBe("thirdparty");
    expect(state.error?.code).toBe("form_data_invalid_error");
    expect(platform.requests).toHaveLength(2);
  });
});
