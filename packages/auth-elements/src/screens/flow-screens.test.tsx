// The screens around the flow: error (with Continue), account not found, success, the
// fallback for states without a screen, and loading.
import { waitFor } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeFlowClient } from "../test-support/fake-client.ts";
import { renderWidget } from "../test-support/render-widget.tsx";
import { snapshot } from "../test-support/snapshots.ts";
import { LOGIN_AND_REGISTRATION_SCREENS } from "./login-and-registration.ts";

const loginInit = (errors = {}) =>
  snapshot("login_init", {
    actions: { continue_with_login_identifier: { inputs: ["email"], errors } },
  });

describe("error screen (spec §2, §4)", () => {
  it.each([
    ["flow_expired_error", "The session has expired, please click the button to restart."],
    ["technical_error", "A technical error has occurred. Please try again later."],
    [
      "flow_discontinuity_error",
      "The process cannot be continued due to user settings or the provider's configuration.",
    ],
    ["unauthorized", "Your session has expired. Please log in again."],
  ] as const)("shows %s by its message", async (code, message) => {
    const { view } = renderWidget({
      client: new FakeFlowClient(snapshot("error", { error: code })),
    });
    await view.findByRole("heading", { name: "An error has occurred" });
    expect(view.getByRole("alert").textContent).toContain(message);
  });

  it("has a Continue that starts the flow again", async () => {
    const client = new FakeFlowClient(snapshot("error", { error: "technical_error" }));
    const { view } = renderWidget({ client });
    await userEvent.click(await view.findByRole("button", { name: "Continue" }));
    client.onStart("login", loginInit());
    await waitFor(() => expect(client.starts).toEqual(["login", "login"]));
  });

  it("still says something when the error state carries no code", async () => {
    const { view } = renderWidget({ client: new FakeFlowClient(snapshot("error")) });
    await view.findByRole("heading", { name: "An error has occurred" });
    expect(view.getByRole("alert").textContent).toContain("A technical error has occurred.");
  });

  it("shows an SDK-made error state by the SDK's code", async () => {
    const { view } = renderWidget({
      client: new FakeFlowClient(
        snapshot("error", { error: "technical_error", clientError: "requestTimeout" }),
      ),
    });
    await view.findByText("The request timed out.");
  });
});

describe("account not found", () => {
  const unknown = () => loginInit({ email: "unknown_email_error" });

  it("offers to create the account in <hanko-auth>, with the address kept", async () => {
    const client = new FakeFlowClient(loginInit())
      .on("continue_with_login_identifier", unknown())
      .onStart(
        "registration",
        snapshot("registration_init", { actions: { register_login_identifier: true } }),
      );
    const { view } = renderWidget({ client });
    await userEvent.type(await view.findByLabelText("Email"), "ny@example.se{Enter}");
    await view.findByRole("heading", { name: "Account not found" });
    expect(view.queryByText('There is no account for "ny@example.se".')).not.toBeNull();
    await userEvent.click(view.getByRole("button", { name: "Create account" }));
    await view.findByRole("heading", { name: "Create account" });
    expect(view.getByLabelText<HTMLInputElement>("Email").value).toBe("ny@example.se");
  });

  it("goes back to the sign-in form with the address", async () => {
    const client = new FakeFlowClient(loginInit()).on("continue_with_login_identifier", unknown());
    const { view } = renderWidget({ client, kind: "login" });
    await userEvent.type(await view.findByLabelText("Email"), "ny@example.se{Enter}");
    await view.findByRole("heading", { name: "Account not found" });
    expect(view.queryByRole("button", { name: "Create account" })).toBeNull();
    await userEvent.click(view.getByRole("button", { name: "Back" }));
    expect((await view.findByLabelText<HTMLInputElement>("Email")).value).toBe("ny@example.se");
  });
});

describe("success and unknown states", () => {
  it("confirms a sign-in and a registration", async () => {
    const login = renderWidget({ client: new FakeFlowClient(snapshot("success")) });
    await login.view.findByRole("heading", { name: "You are signed in" });
    const registration = renderWidget({
      client: new FakeFlowClient(snapshot("success", { flow: "registration" })),
    });
    await registration.view.findByRole("heading", { name: "Your account is ready" });
  });

  it("shows the fallback with a fresh start for a state without a screen", async () => {
    const client = new FakeFlowClient(
      snapshot("webauthn_credential_verification", {
        actions: { back: true },
      }),
    );
    const { view } = renderWidget({ client });
    await view.findByRole("heading", { name: "This step is not supported" });
    await userEvent.click(view.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(client.starts).toEqual(["login", "login"]));
  });

  it("takes a new screen from a registry entry without other changes", async () => {
    const registry = {
      ...LOGIN_AND_REGISTRATION_SCREENS,
      device_trust: () => <h1>Device trust screen</h1>,
    };
    const { view } = renderWidget({
      client: new FakeFlowClient(snapshot("device_trust")),
      registry,
    });
    await view.findByRole("heading", { name: "Device trust screen" });
  });

  it("shows a spinner until the first state arrives", async () => {
    const { view } = renderWidget({ client: new FakeFlowClient() });
    expect((await view.findByRole("status")).textContent).toBe("Loading");
  });

  it("waits on thirdparty while the SDK redirects, and falls back without an address", async () => {
    const redirecting = renderWidget({
      client: new FakeFlowClient(
        snapshot("thirdparty", { payload: { redirect_url: "https://idp.example/auth" } }),
      ),
    });
    expect((await redirecting.view.findByRole("status")).textContent).toBe("Loading");
    const stuck = renderWidget({ client: new FakeFlowClient(snapshot("thirdparty")) });
    await stuck.view.findByRole("heading", { name: "This step is not supported" });
  });
});
