import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeFlowClient } from "../test-support/fake-client.ts";
import { renderWidget } from "../test-support/render-widget.tsx";
import { snapshot } from "../test-support/snapshots.ts";

const buttons = (view: ReturnType<typeof renderWidget>["view"]) =>
  view.getAllByRole("button").map((button) => button.textContent);

describe("login_method_chooser (spec §2)", () => {
  const chooser = snapshot("login_method_chooser", {
    actions: {
      continue_to_passcode_confirmation: true,
      continue_to_password_login: true,
      webauthn_generate_request_options: true,
      back: true,
    },
  });

  it("asks how to log in with a button per offered method", async () => {
    const { view } = renderWidget({ client: new FakeFlowClient(chooser) });
    await view.findByText("How do you want to login?");
    expect(buttons(view)).toEqual(["Passcode", "Password", "Passkey", "Back"]);
  });

  it("leaves out what is not offered, and the passkey without WebAuthn", async () => {
    const client = new FakeFlowClient(
      snapshot("login_method_chooser", {
        actions: { continue_to_password_login: true, webauthn_generate_request_options: true },
      }),
    );
    client.webauthn = false;
    const { view } = renderWidget({ client });
    await view.findByText("How do you want to login?");
    expect(buttons(view)).toEqual(["Password"]);
  });

  it("marks the method used last and runs the chosen one", async () => {
    const client = new FakeFlowClient(chooser);
    client.last = { login_method: "password" };
    const { view } = renderWidget({ client });
    const button = await view.findByRole("button", { name: /Password/ });
    expect(button.textContent).toBe("PasswordLast used");
    await userEvent.click(button);
    expect(client.calls[0]?.action).toBe("continue_to_password_login");
  });
});

describe("credential_onboarding_chooser", () => {
  const chooser = (extra = {}) =>
    snapshot("credential_onboarding_chooser", {
      actions: {
        continue_to_passkey_registration: true,
        continue_to_password_registration: true,
        ...extra,
      },
    });

  it("offers passkey and password, and back and skip when offered", async () => {
    const { view } = renderWidget({
      client: new FakeFlowClient(chooser({ back: true, skip: true })),
    });
    await view.findByRole("heading", { name: "Set up a way to sign in" });
    expect(buttons(view)).toEqual(["Passkey", "Password", "Back", "Skip"]);
  });

  it("has no back or skip when not offered, and no passkey without WebAuthn", async () => {
    const client = new FakeFlowClient(chooser());
    client.webauthn = false;
    const { view } = renderWidget({ client });
    await view.findByRole("heading", { name: "Set up a way to sign in" });
    expect(buttons(view)).toEqual(["Password"]);
  });

  it("runs skip", async () => {
    const client = new FakeFlowClient(chooser({ skip: true }));
    const { view } = renderWidget({ client });
    await userEvent.click(await view.findByRole("button", { name: "Skip" }));
    expect(client.calls.map((call) => call.action)).toEqual(["skip"]);
  });
});
