// Passkey autofill on login_init and the create-a-passkey screen (spec §2, §4), against a fake
// client: autofill waits only where the state carries request options and passkeys are on, and
// its result shows like an action's; the onboarding screen offers Back and Skip only when the
// server does.
import userEvent from "@testing-library/user-event";
import { waitFor } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { FakeFlowClient } from "../test-support/fake-client.ts";
import { renderWidget } from "../test-support/render-widget.tsx";
import { snapshot } from "../test-support/snapshots.ts";

const requestOptions = { publicKey: { challenge: "Y2hhbGxlbmdl", rpId: "localhost" } };
const loginInit = (payload = {}) =>
  snapshot("login_init", {
    actions: { continue_with_login_identifier: { inputs: ["email"] } },
    payload,
  });
const success = snapshot("success", { payload: {} });

describe("passkey autofill on login_init", () => {
  it("waits for a passkey when the state carries request options, and signs in with it", async () => {
    const start = loginInit({ request_options: requestOptions });
    const client = new FakeFlowClient(start);
    const { view } = renderWidget({ client });
    await view.findByLabelText("Email");
    await waitFor(() => expect(client.autofills).toEqual([start]));
    client.finishAutofill(success);
    await view.findByRole("heading", { name: "You are signed in" });
  });

  it("keeps the screen when the wait ends without a passkey", async () => {
    const client = new FakeFlowClient(loginInit({ request_options: requestOptions }));
    const { view } = renderWidget({ client });
    await view.findByLabelText("Email");
    client.finishAutofill(undefined);
    await userEvent.type(view.getByLabelText("Email"), "a@b.se");
    expect(view.getByLabelText<HTMLInputElement>("Email").value).toBe("a@b.se");
  });

  it("does not wait without request options, or with passkeys turned off", async () => {
    const plain = new FakeFlowClient(loginInit());
    await renderWidget({ client: plain }).view.findByLabelText("Email");
    expect(plain.autofills).toEqual([]);
    const off = new FakeFlowClient(loginInit({ request_options: requestOptions }));
    await renderWidget({ client: off, settings: { enablePasskeys: false } }).view.findByLabelText(
      "Email",
    );
    expect(off.autofills).toEqual([]);
  });
});

describe("onboarding_create_passkey", () => {
  const onboarding = (actions: Record<string, true>) =>
    snapshot("onboarding_create_passkey", {
      actions: { webauthn_generate_creation_options: true, ...actions },
    });

  it("creates a passkey, with Back and Skip when offered", async () => {
    const client = new FakeFlowClient(onboarding({ skip: true, back: true })).on(
      "webauthn_generate_creation_options",
      success,
    );
    const { view } = renderWidget({ client });
    await view.findByRole("heading", { name: "Create a passkey" });
    expect(view.getByRole("button", { name: "Skip" })).toBeTruthy();
    expect(view.getByRole("button", { name: "Back" })).toBeTruthy();
    await userEvent.click(view.getByRole("button", { name: "Create a passkey" }));
    await view.findByRole("heading", { name: "You are signed in" });
    expect(client.calls.map((call) => call.action)).toEqual(["webauthn_generate_creation_options"]);
  });

  it("has neither Skip nor Back when the server offers neither", async () => {
    const { view } = renderWidget({ client: new FakeFlowClient(onboarding({})) });
    await view.findByRole("heading", { name: "Create a passkey" });
    expect(view.queryByRole("button", { name: "Skip" })).toBeNull();
    expect(view.queryByRole("button", { name: "Back" })).toBeNull();
  });
});
