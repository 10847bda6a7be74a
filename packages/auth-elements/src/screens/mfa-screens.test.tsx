// The second factor's screens (spec §2, §4) against a fake client: the method chooser, the
// authenticator-app setup (QR code, secret with Copy → Copied for 1.5 s, six boxes that submit
// the code), the code at sign-in with the way to a security key, the security-key screens and
// the device-trust prompt, each sending the action the server offers.
import { waitFor } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeFlowClient } from "../test-support/fake-client.ts";
import { renderWidget } from "../test-support/render-widget.tsx";
import { snapshot } from "../test-support/snapshots.ts";
import { COPIED_MS } from "./mfa-otp-secret-creation.tsx";

const success = snapshot("success", { payload: {} });
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const QR = "data:image/png;base64,iVBORw0KGgo=";

async function typeCode(view: ReturnType<typeof renderWidget>["view"], code: string) {
  await userEvent.click(view.getByRole("textbox", { name: "Digit 1 of 6" }));
  await userEvent.keyboard(code);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("mfa_method_chooser", () => {
  it("offers the app and the security key, and Skip when the server does", async () => {
    const client = new FakeFlowClient(
      snapshot("mfa_method_chooser", {
        actions: {
          continue_to_otp_secret_creation: true,
          continue_to_security_key_creation: true,
          skip: true,
        },
      }),
    ).on("continue_to_security_key_creation", success);
    const { view } = renderWidget({ client });
    await view.findByRole("heading", { name: "Protect your account with a second step" });
    expect(view.getByRole("button", { name: "Authenticator app" })).toBeTruthy();
    expect(view.getByRole("button", { name: "Skip" })).toBeTruthy();
    expect(view.queryByRole("button", { name: "Back" })).toBeNull();
    await userEvent.click(view.getByRole("button", { name: "Security key" }));
    expect(client.calls.map((call) => call.action)).toEqual(["continue_to_security_key_creation"]);
  });
});

describe("mfa_otp_secret_creation", () => {
  const setup = (error?: boolean) =>
    snapshot("mfa_otp_secret_creation", {
      actions: {
        otp_code_verify: {
          inputs: ["otp_code"],
          ...(error && { errors: { otp_code: "passcode_invalid" } }),
        },
        back: true,
      },
      payload: { otp_secret: SECRET, otp_image_source: QR },
    });

  it("shows the QR code and the secret, and sends the six digits once typed", async () => {
    const client = new FakeFlowClient(setup()).on("otp_code_verify", success);
    const { view } = renderWidget({ client });
    await view.findByRole("heading", { name: "Set up an authenticator app" });
    expect(view.getByRole("img", { name: "Authenticator app" }).getAttribute("src")).toBe(QR);
    expect(view.getByText(SECRET)).toBeTruthy();
    await typeCode(view, "123456");
    await view.findByRole("heading", { name: "You are signed in" });
    expect(client.calls.map(({ action, values }) => [action, values])).toEqual([
      ["otp_code_verify", { otp_code: "123456" }],
    ]);
  });

  it("copies the secret and says Copied for 1.5 s", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const { view } = renderWidget({ client: new FakeFlowClient(setup()) });
    await userEvent.click(await view.findByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    await view.findByRole("button", { name: "Copied" });
    await waitFor(() => view.getByRole("button", { name: "Copy" }), {
      timeout: COPIED_MS + 1000,
    });
  });
});

describe("login_otp and login_security_key", () => {
  it("sends the app's code, and offers the security key instead", async () => {
    const client = new FakeFlowClient(
      snapshot("login_otp", {
        actions: {
          otp_code_validate: { inputs: ["otp_code"] },
          continue_to_login_security_key: true,
        },
      }),
    )
      .on("otp_code_validate", (values) =>
        values.otp_code === "000000"
          ? snapshot("login_otp", {
              actions: {
                otp_code_validate: {
                  inputs: ["otp_code"],
                  errors: { otp_code: "otp_code_invalid" },
                },
                continue_to_login_security_key: true,
              },
            })
          : success,
      )
      .on(
        "continue_to_login_security_key",
        snapshot("login_security_key", {
          actions: { webauthn_generate_request_options: true, continue_to_login_otp: true },
        }),
      );
    const { view } = renderWidget({ client });
    await view.findByRole("heading", { name: "Enter the app’s code" });
    await typeCode(view, "000000");
    await view.findByText("The authentication code is not correct.");
    await userEvent.click(view.getByRole("button", { name: "Use a security key instead" }));
    await view.findByRole("heading", { name: "Use your security key" });
    expect(view.getByRole("button", { name: "Use the authenticator app instead" })).toBeTruthy();
    expect(client.calls.map((call) => call.action)).toEqual([
      "otp_code_validate",
      "continue_to_login_security_key",
    ]);
  });
});

describe("mfa_security_key_creation and device_trust", () => {
  it("adds a security key, then trusts the device", async () => {
    const client = new FakeFlowClient(
      snapshot("mfa_security_key_creation", {
        actions: { webauthn_generate_creation_options: true, back: true },
      }),
    )
      .on(
        "webauthn_generate_creation_options",
        snapshot("device_trust", { actions: { trust_device: true, skip: true } }),
      )
      .on("trust_device", success);
    const { view } = renderWidget({ client });
    await userEvent.click(await view.findByRole("button", { name: "Add a security key" }));
    await view.findByRole("heading", { name: "Trust this browser?" });
    expect(view.getByRole("button", { name: "Skip" })).toBeTruthy();
    await userEvent.click(view.getByRole("button", { name: "Trust this browser" }));
    await view.findByRole("heading", { name: "You are signed in" });
  });
});
