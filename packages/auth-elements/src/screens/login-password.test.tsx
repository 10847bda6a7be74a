import { waitFor } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnySnapshot } from "../flow/flow-client.ts";
import { FakeFlowClient } from "../test-support/fake-client.ts";
import { renderWidget } from "../test-support/render-widget.tsx";
import { snapshot, type SnapshotOptions } from "../test-support/snapshots.ts";

const password = (options: SnapshotOptions<"login_password"> = {}) =>
  snapshot("login_password", {
    actions: { password_login: true, continue_to_passcode_confirmation_recovery: true, back: true },
    ...options,
  });

afterEach(() => {
  vi.useRealTimers();
});

describe("login_password (spec §2)", () => {
  it("signs in with the password", async () => {
    const client = new FakeFlowClient(password()).on("password_login", snapshot("success"));
    const { view } = renderWidget({ client });
    const input = await view.findByLabelText("Password");
    expect(input.getAttribute("type")).toBe("password");
    expect(input.getAttribute("autocomplete")).toBe("current-password");
    await userEvent.type(input, " secret pass ");
    await userEvent.click(view.getByRole("button", { name: "Sign in" }));
    // Passwords are sent as typed, spaces included.
    expect(client.calls[0]?.values).toEqual({ password: " secret pass " });
    await view.findByRole("heading", { name: "You are signed in" });
  });

  it("shows the server's verdict and keeps the screen", async () => {
    const client = new FakeFlowClient(password()).on(
      "password_login",
      password({
        actions: {
          password_login: { errors: { password: "value_invalid_error" } },
          back: true,
        },
      }),
    );
    const { view } = renderWidget({ client });
    await userEvent.type(await view.findByLabelText("Password"), "wrong{Enter}");
    await view.findByText("The entered value is invalid.");
    expect(view.queryByRole("button", { name: "Forgot your password?" })).toBeNull();
  });

  it("keeps Sign in unavailable during Retry in {n}, then clears the error", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const client = new FakeFlowClient(
      password({ error: "rate_limit_exceeded", payload: { retry_after: 2 } }),
    );
    const { view } = renderWidget({ client });
    const button = await view.findByRole("button", { name: "Retry in 2s" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    await userEvent.type(view.getByLabelText("Password"), "pw{Enter}");
    expect(client.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(
      (await view.findByRole("button", { name: "Sign in" })).getAttribute("aria-disabled"),
    ).toBeNull();
    await waitFor(() => expect(view.getByRole("alert").textContent).toBe(""));
  });

  it("offers recovery and back when the server does", async () => {
    const client = new FakeFlowClient(password());
    const { view } = renderWidget({ client });
    await userEvent.click(await view.findByRole("button", { name: "Forgot your password?" }));
    expect(client.calls[0]?.action).toBe("continue_to_passcode_confirmation_recovery");
    expect(view.queryByRole("button", { name: "Back" })).not.toBeNull();
  });

  it("offers 'Choose another method' only if a server offers the SDK-only action", async () => {
    const base = password();
    const withChooser = {
      ...base,
      actions: {
        ...base.actions,
        continue_to_login_method_chooser: {
          href: "/login?action=continue_to_login_method_chooser%40x",
          inputs: {},
          action: "continue_to_login_method_chooser",
          description: "",
        },
      },
    } as unknown as AnySnapshot;
    const { view } = renderWidget({ client: new FakeFlowClient(withChooser) });
    await view.findByRole("button", { name: "Choose another method" });
    const plain = renderWidget({ client: new FakeFlowClient(password()) });
    await plain.view.findByLabelText("Password");
    expect(plain.view.queryByRole("button", { name: "Choose another method" })).toBeNull();
  });
});

describe("login_password_recovery (spec §2)", () => {
  const recovery = snapshot("login_password_recovery", { actions: { password_recovery: true } });

  it("hints the server's lengths and sets the new password", async () => {
    const client = new FakeFlowClient(recovery).on("password_recovery", snapshot("success"));
    const { view } = renderWidget({ client });
    await view.findByRole("heading", { name: "Set new password" });
    const input = await view.findByLabelText("New password");
    expect(view.getByText("Must be between 8 and 72 characters long.").id).toBe(
      input.getAttribute("aria-describedby"),
    );
    expect(input.getAttribute("autocomplete")).toBe("new-password");
    expect(input.getAttribute("minlength")).toBe("8");
    expect(input.getAttribute("maxlength")).toBe("72");
    await userEvent.type(input, "short{Enter}");
    await view.findByText("The value is too short.");
    await userEvent.type(input, "-enough{Enter}");
    expect(client.calls[0]?.values).toEqual({ new_password: "short-enough" });
  });
});
