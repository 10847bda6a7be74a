import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeFlowClient } from "../test-support/fake-client.ts";
import { renderWidget } from "../test-support/render-widget.tsx";
import { snapshot } from "../test-support/snapshots.ts";
import { identityOf } from "./login-init.tsx";

const loginInit = (mode: "email" | "username" | "identifier", extra = {}) =>
  snapshot("login_init", {
    actions: { continue_with_login_identifier: { inputs: [mode] }, ...extra },
  });

const passcode = snapshot("passcode_confirmation", {
  actions: { verify_passcode: true, resend_passcode: true, back: true },
});

describe("login_init identifier modes (spec §2, §4)", () => {
  it.each([
    ["email", "Email", "email", "user@example.com", { email: "user@example.com" }],
    ["username", "Username", "text", "kalle_anka", { username: "kalle_anka" }],
    [
      "identifier",
      "Email or username",
      "text",
      "user@example.com",
      { identifier: "user@example.com" },
    ],
    ["identifier", "Email or username", "text", "kalle_anka", { identifier: "kalle_anka" }],
  ] as const)("%s mode: label %j, type %s, sends %j", async (mode, label, type, value, sent) => {
    const client = new FakeFlowClient(loginInit(mode)).on(
      "continue_with_login_identifier",
      passcode,
    );
    const { view } = renderWidget({ client });
    const input = await view.findByLabelText(label);
    expect(input.getAttribute("type")).toBe(type);
    expect(input.getAttribute("placeholder")).toBe(label);
    expect(input.hasAttribute("required")).toBe(true);
    await userEvent.type(input, value);
    await userEvent.click(view.getByRole("button", { name: "Continue" }));
    await view.findByRole("heading", { name: "Enter passcode" });
    expect(client.calls.map(({ action, values }) => [action, values])).toEqual([
      ["continue_with_login_identifier", sent],
    ]);
  });

  it.each([
    ["identifier", "a@b.se", { email: "a@b.se" }],
    ["identifier", "a@b", { username: "a@b" }],
    ["identifier", "kalle", { username: "kalle" }],
    ["email", "x@y.z", { email: "x@y.z" }],
    ["username", "x@y.z", { username: "x@y.z" }],
  ] as const)("%s %j is remembered as %j", (mode, value, identity) => {
    expect(identityOf(mode, value)).toEqual(identity);
  });

  it("shows the email typed in identifier mode on the passcode screen", async () => {
    const client = new FakeFlowClient(loginInit("identifier")).on(
      "continue_with_login_identifier",
      passcode,
    );
    const { view } = renderWidget({ client });
    await userEvent.type(await view.findByLabelText("Email or username"), "anna@example.se");
    await userEvent.keyboard("{Enter}");
    await view.findByText("anna@example.se");
  });

  it("follows the server's constraints: min and max length", async () => {
    const client = new FakeFlowClient(loginInit("username"));
    const { view } = renderWidget({ client });
    const input = await view.findByLabelText("Username");
    expect(input.getAttribute("minlength")).toBe("3");
    expect(input.getAttribute("maxlength")).toBe("32");
    await userEvent.type(input, "ab{Enter}");
    expect((await view.findByText("The value is too short.")).id).toBe(
      input.getAttribute("aria-describedby"),
    );
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(client.calls).toEqual([]);
  });

  it("says a required value is missing instead of sending it", async () => {
    const client = new FakeFlowClient(loginInit("email"));
    const { view } = renderWidget({ client });
    await userEvent.click(await view.findByRole("button", { name: "Continue" }));
    await view.findByText("The value is missing.");
    expect(client.calls).toEqual([]);
  });

  it("prefills the email from prefilled-email", async () => {
    const client = new FakeFlowClient(loginInit("email"));
    const { view } = renderWidget({ client, prefilled: { email: "pre@example.se" } });
    expect((await view.findByLabelText<HTMLInputElement>("Email")).value).toBe("pre@example.se");
  });

  it("shows a server input error in the error box and marks the input", async () => {
    const client = new FakeFlowClient(loginInit("username")).on(
      "continue_with_login_identifier",
      snapshot("login_init", {
        actions: {
          continue_with_login_identifier: {
            inputs: ["username"],
            errors: { username: "unknown_username_error" },
          },
        },
      }),
    );
    const { view } = renderWidget({ client });
    const input = await view.findByLabelText("Username");
    await userEvent.type(input, "nobody{Enter}");
    const alert = await view.findByText("The username is unknown.");
    expect(view.getByRole("alert").textContent).toContain("The username is unknown.");
    // Same screen: what was typed stays.
    expect(view.getByLabelText<HTMLInputElement>("Username").value).toBe("nobody");
    expect(view.getByLabelText("Username").getAttribute("aria-invalid")).toBe("true");
    expect(view.getByLabelText("Username").getAttribute("aria-describedby")).toBe(
      alert.closest("p")?.id,
    );
  });
});

describe("login_init alternatives", () => {
  const providers = [
    { value: "google", name: "Google" },
    { value: "custom_kretsid", name: "Krets ID" },
  ];
  const full = () =>
    loginInit("email", {
      webauthn_generate_request_options: true,
      remember_me: true,
      thirdparty_oauth: { allowed: { provider: providers } },
    });

  it("shows the divider, passkey, providers and remember-me only when offered", async () => {
    const { view } = renderWidget({ client: new FakeFlowClient(full()) });
    await view.findByRole("button", { name: "Sign in with a passkey" });
    expect(view.queryByText("or")).not.toBeNull();
    expect(view.queryByRole("button", { name: "Sign in with Google" })).not.toBeNull();
    expect(view.queryByRole("button", { name: "Sign in with Krets ID" })).not.toBeNull();
    expect(view.queryByRole("checkbox", { name: "Stay signed in" })).not.toBeNull();
  });

  it("shows none of them when not offered", async () => {
    const { view } = renderWidget({ client: new FakeFlowClient(loginInit("email")) });
    await view.findByLabelText("Email");
    expect(view.queryByText("or")).toBeNull();
    expect(view.queryAllByRole("button").map((b) => b.textContent)).toEqual([
      "Continue",
      "Create account",
    ]);
    expect(view.queryByRole("checkbox")).toBeNull();
  });

  it("hides the passkey button with hidePasskeyButtonOnLogin", async () => {
    const { view } = renderWidget({
      client: new FakeFlowClient(full()),
      settings: { hidePasskeyButtonOnLogin: true },
    });
    await view.findByLabelText("Email");
    expect(view.queryByRole("button", { name: /passkey/ })).toBeNull();
  });

  it("keeps the passkey button but unavailable, with a hint, without WebAuthn", async () => {
    const client = new FakeFlowClient(full());
    client.webauthn = false;
    const { view } = renderWidget({ client });
    const button = await view.findByRole("button", { name: "Sign in with a passkey" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.getAttribute("aria-describedby")).toBe(
      view.getByText("Your browser does not support passkeys").id,
    );
    await userEvent.click(button);
    expect(client.calls).toEqual([]);
  });

  it("runs the passkey action and the provider action with a redirect target", async () => {
    const client = new FakeFlowClient(full());
    const { view } = renderWidget({ client });
    await userEvent.click(await view.findByRole("button", { name: "Sign in with Krets ID" }));
    expect(client.calls[0]).toMatchObject({
      action: "thirdparty_oauth",
      values: { provider: "custom_kretsid", redirect_to: globalThis.location.href },
    });
  });

  it("marks the last used provider", async () => {
    const client = new FakeFlowClient(full());
    client.last = { login_method: "third_party", third_party_provider: "google" };
    const { view } = renderWidget({ client });
    const google = await view.findByRole("button", { name: /Sign in with Google/ });
    expect(google.textContent).toBe("Sign in with GoogleLast used");
    expect(view.queryByRole("button", { name: "Sign in with Krets ID" })).not.toBeNull();
  });

  it("marks the passkey button when a passkey was used last", async () => {
    const client = new FakeFlowClient(full());
    client.last = { login_method: "passkey" };
    const { view } = renderWidget({ client });
    expect(
      (await view.findByRole("button", { name: /Sign in with a passkey/ })).textContent,
    ).toContain("Last used");
  });

  it("sends remember_me when the box is ticked, keeping the typed email", async () => {
    const client = new FakeFlowClient(full()).on("remember_me", full());
    const { view } = renderWidget({ client });
    await userEvent.type(await view.findByLabelText("Email"), "a@b.se");
    await userEvent.click(view.getByRole("checkbox", { name: "Stay signed in" }));
    expect(client.calls.map((c) => [c.action, c.values])).toEqual([
      ["remember_me", { remember_me: true }],
    ]);
    await userEvent.click(view.getByRole("checkbox", { name: "Stay signed in" }));
    expect(view.getByLabelText<HTMLInputElement>("Email").value).toBe("a@b.se");
    expect(view.getByRole<HTMLInputElement>("checkbox").checked).toBe(false);
  });
});

describe("login_init links", () => {
  it("offers registration only in <hanko-auth>", async () => {
    const client = new FakeFlowClient(loginInit("email")).onStart(
      "registration",
      snapshot("registration_init", { actions: { register_login_identifier: true } }),
    );
    const { view } = renderWidget({ client });
    await view.findByText("Don't have an account?");
    await userEvent.click(view.getByRole("button", { name: "Create account" }));
    await view.findByRole("heading", { name: "Create account" });
    expect(client.starts).toEqual(["login", "registration"]);
  });

  it("has no registration link in <hanko-login>", async () => {
    const { view } = renderWidget({
      client: new FakeFlowClient(loginInit("email")),
      kind: "login",
    });
    await view.findByLabelText("Email");
    expect(view.queryByText("Don't have an account?")).toBeNull();
  });
});
