// The widget on the real SDK (authSdkClient over Hanko) with a scripted server: the third-party
// round trip as a browser sees it — PKCE verifier, leaving for the provider, and the return
// with an error, shown in the element's language and taken out of the address.
import { Hanko, type Platform } from "@kretsbutiken/auth-sdk";
import { FLOW_ID, flowResponse } from "@kretsbutiken/flow-protocol/testing";
import { waitFor } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderWidget } from "../test-support/render-widget.tsx";
import { authSdkClient, FLOW_CACHE_KEY } from "./auth-sdk-client.ts";

const API = "https://auth.example";
const PROVIDER_URL = "https://accounts.google.com/o/oauth2/v2/auth?state=x";
const VERIFIER_KEY = "hanko_pkce_code_verifier";

type Sent = { url: string; body: { input_data?: Record<string, unknown> } | undefined };

/** A page at `href` whose server answers each request with the next body of `answers`. */
function page(href: string) {
  const sent: Sent[] = [];
  const navigations: string[] = [];
  let answers: unknown[] = [];
  const location = { href };
  const platform: Partial<Platform> = {
    fetch: (input, init) => {
      const body =
        typeof init?.body === "string" ? (JSON.parse(init.body) as Sent["body"]) : undefined;
      const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
      sent.push({ url, body });
      const next = answers.length > 1 ? answers.shift() : answers[0];
      return Promise.resolve(Response.json(next));
    },
    location,
    history: {
      replaceState: (_d, _u, url) => void (location.href = new URL(url, location.href).href),
    },
    navigate: (url) => void navigations.push(url),
    capabilities: () =>
      Promise.resolve({
        webauthn_available: false,
        webauthn_conditional_mediation_available: false,
        webauthn_platform_authenticator_available: false,
      }),
  };
  return {
    sent,
    navigations,
    location,
    platform,
    answer: (...bodies: unknown[]) => void (answers = bodies),
    client: () => authSdkClient(new Hanko(API, { platform }), { storageKey: "hanko" }),
  };
}

/** login_init in identifier mode (the catalogue lists all three identifier inputs). */
function loginInit() {
  const body = flowResponse("login_init", {
    actions: ["continue_with_login_identifier", "thirdparty_oauth"],
    inputs: {
      "thirdparty_oauth.provider": { allowed_values: [{ value: "google", name: "Google" }] },
    },
  }) as { actions: Record<string, { inputs: Record<string, unknown> }> };
  const identifier = body.actions["continue_with_login_identifier"];
  delete identifier?.inputs["email"];
  delete identifier?.inputs["username"];
  return body;
}
const thirdparty = () =>
  flowResponse("thirdparty", {
    actions: ["exchange_token", "back"],
    payload: { redirect_url: PROVIDER_URL },
  });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// The errors a provider sends the shopper back with: English, then Swedish.
const RETURN_ERRORS = [
  [
    "access_denied",
    "Access denied. The request was cancelled by the user or the provider has denied access for other reasons.",
    "Åtkomst nekad. Du avbröt inloggningen, eller så nekade tjänsten åtkomst av något annat skäl.",
  ],
  ["user_conflict", "The email address already exists.", "E-postadressen finns redan."],
  [
    "multiple_accounts",
    "Cannot identify account. The email address is used by multiple accounts.",
    "Vi kan inte avgöra vilket konto det gäller. E-postadressen används av flera konton.",
  ],
  [
    "unverified_email",
    "Email verification required. Please verify the used email address with your provider.",
    "E-postadressen behöver bekräftas. Bekräfta den hos tjänsten du loggar in med.",
  ],
  [
    "email_maxnum",
    "No further email addresses can be added.",
    "Det går inte att lägga till fler e-postadresser.",
  ],
  [
    "signup_disabled",
    "Account registration is disabled.",
    "Det går inte att skapa nya konton just nu.",
  ],
  [
    "server_error",
    "A technical error has occurred. Please try again later.",
    "Ett tekniskt fel har uppstått. Försök igen senare.",
  ],
] as const;

describe("sign-in with a provider on the real SDK", () => {
  it("sends a PKCE verifier with thirdparty_oauth, keeps it for the exchange and leaves for the provider", async () => {
    const browser = page("https://shop.example/login");
    browser.answer(flowResponse("preflight"), loginInit(), thirdparty());
    const { view } = renderWidget({ client: browser.client(), lang: "sv" });
    await userEvent.click(await view.findByRole("button", { name: "Logga in med Google" }));
    await waitFor(() => expect(browser.navigations).toEqual([PROVIDER_URL]));
    const request = browser.sent.at(-1);
    expect(request?.url).toBe(`${API}/login?action=thirdparty_oauth%40${FLOW_ID}`);
    const verifier = request?.body?.input_data?.["code_verifier"];
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{64}$/);
    expect(request?.body?.input_data).toMatchObject({ provider: "google" });
    expect(sessionStorage.getItem(VERIFIER_KEY)).toBe(verifier);
    expect(localStorage.getItem("hanko-auth-flow-state")).toContain('"name":"thirdparty"');
  });

  it("follows the server to an enterprise (SAML) sign-in after the address, with a spinner", async () => {
    const samlAuth = `${API}/saml/auth?domain=kretsbutiken.se&redirect_to=https%3A%2F%2Fshop.example%2Flogin`;
    const browser = page("https://shop.example/login");
    browser.answer(
      flowResponse("preflight"),
      loginInit(),
      flowResponse("thirdparty", {
        actions: ["exchange_token", "back"],
        payload: { redirect_url: samlAuth },
      }),
    );
    const { view } = renderWidget({ client: browser.client(), lang: "sv" });
    await userEvent.type(
      await view.findByLabelText("E-post eller användarnamn"),
      "anna@kretsbutiken.se{Enter}",
    );
    await waitFor(() => expect(browser.navigations).toEqual([samlAuth]));
    expect(browser.sent.at(-1)?.body?.input_data).toEqual({ identifier: "anna@kretsbutiken.se" });
    expect(await view.findByRole("status")).toBeTruthy();
  });

  // Spec §8, the widget's mapping; English wording from the spec, Swedish ours. One test for each
  // error in each language, each from a clean browser.
  it.each(
    RETURN_ERRORS.flatMap(([error, english, swedish]) => [
      [error, "en", english] as const,
      [error, "sv", swedish] as const,
    ]),
  )(
    "back with error=%s in %s: the sign-in screen says so, and the address is clean",
    async (error, lang, message) => {
      // Leave for the provider (the SDK saves the thirdparty state), then come back with the error.
      const leaving = page("https://shop.example/login");
      leaving.answer(flowResponse("preflight"), loginInit(), thirdparty());
      const state = await new Hanko(API, { platform: leaving.platform }).createState("login", {
        cacheKey: FLOW_CACHE_KEY,
      });
      if (state.name !== "login_init") throw new Error(`at ${state.name}`);
      await state.actions.thirdparty_oauth.run({
        provider: "google",
        redirect_to: leaving.location.href,
      });

      const back = page(
        `https://shop.example/login?error=${error}&error_description=From+the+provider&tab=2`,
      );
      back.answer(loginInit());
      const { view } = renderWidget({ client: back.client(), lang });
      expect((await view.findByText(message)).closest('[role="alert"]')).not.toBeNull();
      expect(back.sent.map((request) => request.url)).toEqual([
        `${API}/login?action=back%40${FLOW_ID}`,
      ]);
      expect(back.location.href).toBe("https://shop.example/login?tab=2");
    },
  );

  it("shows a return error no saved flow waited for (a refused IdP-initiated sign-in) and cleans the address", async () => {
    const browser = page(
      "https://shop.example/?error=invalid_request&error_description=the+SAML+response+was+not+accepted",
    );
    browser.answer(flowResponse("preflight"), loginInit());
    const { view } = renderWidget({ client: browser.client(), lang: "sv" });
    const alert = await view.findByText("Ett tekniskt fel har uppstått. Försök igen senare.");
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(browser.location.href).toBe("https://shop.example/");
    expect(await view.findByRole("button", { name: "Logga in med Google" })).toBeDefined();
  });
});
