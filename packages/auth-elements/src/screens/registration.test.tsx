import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeFlowClient } from "../test-support/fake-client.ts";
import { renderWidget } from "../test-support/render-widget.tsx";
import { snapshot, type ActionOptions } from "../test-support/snapshots.ts";

const registration = (identifier: ActionOptions = {}, extra = {}) =>
  snapshot("registration_init", {
    actions: { register_login_identifier: identifier, ...extra },
  });

const passcode = snapshot("passcode_confirmation", {
  flow: "registration",
  actions: { verify_passcode: true, resend_passcode: true, back: true },
});

function setup(start = registration(), kind: "auth" | "registration" = "registration") {
  const client = new FakeFlowClient(start, "registration");
  return { client, ...renderWidget({ client, kind, initialFlow: "registration" }) };
}

describe("registration_init (spec §2, §5)", () => {
  it("offers email (required) and username (optional) as Hanko's defaults configure them", async () => {
    const { view } = setup();
    await view.findByRole("heading", { name: "Create account" });
    const email = view.getByLabelText("Email");
    const username = view.getByLabelText("Username (optional)");
    expect(email.hasAttribute("required")).toBe(true);
    expect(username.hasAttribute("required")).toBe(false);
    expect(email.getAttribute("maxlength")).toBe("120");
    expect(username.getAttribute("minlength")).toBe("3");
  });

  it("marks each optional when the server makes both optional", async () => {
    const { view } = setup(
      registration({ config: { "email.optional": true, "username.optional": true } }),
    );
    await view.findByLabelText("Email (optional)");
    expect(view.queryByLabelText("Username (optional)")).not.toBeNull();
  });

  it("renders only the inputs the server offers", async () => {
    const { view } = setup(registration({ inputs: ["email"] }));
    await view.findByLabelText("Email");
    expect(view.queryByLabelText(/Username/)).toBeNull();
  });

  it("refuses an all-digit email before sending", async () => {
    const { client, view } = setup();
    await userEvent.type(await view.findByLabelText("Email"), "12345{Enter}");
    await view.findByText("The entered value is invalid.");
    expect(client.calls).toEqual([]);
  });

  it("sends the filled inputs only and shows the email on the passcode screen", async () => {
    const { client, view } = setup();
    client.on("register_login_identifier", passcode);
    await userEvent.type(await view.findByLabelText("Email"), "  ny@example.se ");
    await userEvent.click(view.getByRole("button", { name: "Continue" }));
    expect(client.calls[0]?.values).toEqual({ email: "ny@example.se" });
    await view.findByText("ny@example.se");
  });

  it("shows email_already_exists and keeps both values", async () => {
    const { client, view } = setup();
    client.on(
      "register_login_identifier",
      registration({ errors: { email: "email_already_exists" } }),
    );
    await userEvent.type(await view.findByLabelText("Email"), "taken@example.se");
    await userEvent.type(view.getByLabelText("Username (optional)"), "kalle");
    await userEvent.keyboard("{Enter}");
    await view.findByText("The email is already taken.");
    expect(view.getByLabelText<HTMLInputElement>("Email").value).toBe("taken@example.se");
    expect(view.getByLabelText<HTMLInputElement>("Username (optional)").value).toBe("kalle");
    expect(view.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(view.getByLabelText("Username (optional)").getAttribute("aria-invalid")).toBeNull();
  });

  it("links back to sign-in only in <hanko-auth>", async () => {
    const auth = setup(registration(), "auth");
    await auth.view.findByText("Already have an account?");
    const only = setup(registration(), "registration");
    await only.view.findAllByRole("heading", { name: "Create account" });
    expect(only.view.queryByText("Already have an account?")).toBeNull();
  });

  it("offers providers and remember-me when offered", async () => {
    const { view } = setup(
      registration(
        {},
        {
          remember_me: true,
          thirdparty_oauth: { allowed: { provider: [{ value: "github", name: "GitHub" }] } },
        },
      ),
    );
    await view.findByRole("button", { name: "Sign in with GitHub" });
    expect(view.queryByRole("checkbox", { name: "Stay signed in" })).not.toBeNull();
    expect(view.queryByText("or")).not.toBeNull();
  });
});

describe("password_creation", () => {
  const creation = (extra = {}) =>
    snapshot("password_creation", {
      flow: "registration",
      actions: { register_password: true, ...extra },
    });

  it("hints min_length and 72 and refuses more than 72 bytes", async () => {
    const { client, view } = setup(creation());
    const input = await view.findByLabelText("New password");
    expect(view.queryByText("Must be between 8 and 72 characters long.")).not.toBeNull();
    expect(input.getAttribute("maxlength")).toBeNull();
    await userEvent.click(input);
    await userEvent.paste("å".repeat(37));
    await userEvent.keyboard("{Enter}");
    await view.findByText("Value is too long.");
    expect(client.calls).toEqual([]);
  });

  it("sends register_password and offers back and skip when offered", async () => {
    const { client, view } = setup(creation({ back: true, skip: true }));
    await userEvent.type(await view.findByLabelText("New password"), "correct horse{Enter}");
    expect(client.calls[0]).toMatchObject({
      action: "register_password",
      values: { new_password: "correct horse" },
    });
    expect(view.queryByRole("button", { name: "Skip" })).not.toBeNull();
    expect(view.queryByRole("button", { name: "Back" })).not.toBeNull();
  });
});

describe("onboarding_email and onboarding_username", () => {
  it("asks for an email, keeps it for the passcode screen, and offers skip", async () => {
    const start = snapshot("onboarding_email", {
      actions: { email_address_set: true, skip: true },
    });
    const { client, view } = setup(start);
    client.on(
      "email_address_set",
      snapshot("passcode_confirmation", { actions: { verify_passcode: true } }),
    );
    await view.findByRole("heading", { name: "Add your email address" });
    expect(view.queryByRole("button", { name: "Skip" })).not.toBeNull();
    await userEvent.type(view.getByLabelText("Email"), "ny@example.se{Enter}");
    expect(client.calls[0]?.values).toEqual({ email: "ny@example.se" });
    await view.findByText("ny@example.se");
  });

  it("fills the email the server echoes back", async () => {
    const start = snapshot("onboarding_email", {
      actions: {
        email_address_set: {
          errors: { email: "email_already_exists" },
          override: { email: { value: "echo@example.se" } },
        },
      },
    });
    const { view } = setup(start);
    expect((await view.findByLabelText<HTMLInputElement>("Email")).value).toBe("echo@example.se");
    expect(view.queryByText("The email is already taken.")).not.toBeNull();
  });

  it("marks the username optional when it is, and skips", async () => {
    const start = snapshot("onboarding_username", {
      actions: { username_create: true, skip: true },
    });
    const { client, view } = setup(start);
    await view.findByLabelText("Username (optional)");
    await userEvent.click(view.getByRole("button", { name: "Skip" }));
    expect(client.calls[0]?.action).toBe("skip");
  });

  it("requires the username when the server does", async () => {
    const start = snapshot("onboarding_username", {
      actions: { username_create: { config: { "username.optional": false } } },
    });
    const { client, view } = setup(start);
    const input = await view.findByLabelText("Username");
    await userEvent.click(view.getByRole("button", { name: "Continue" }));
    await view.findByText("The value is missing.");
    expect(document.activeElement).toBe(input);
    await userEvent.type(input, "kalle_anka{Enter}");
    expect(client.calls[0]?.values).toEqual({ username: "kalle_anka" });
  });
});
