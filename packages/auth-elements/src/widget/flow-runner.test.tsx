// The widget's promises over the official one (issue 6): one first render and no lost
// keystrokes, an error screen instead of a frozen spinner when the network fails mid-flow,
// focus on the new screen's heading, restarts on session events.
import { waitFor } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { describe, expect, it } from "vitest";
import { LOGIN_AND_REGISTRATION_SCREENS } from "../screens/login-and-registration.ts";
import { LoginInit } from "../screens/login-init.tsx";
import type { ScreenProps } from "../screens/screen-registry.ts";
import { FakeFlowClient } from "../test-support/fake-client.ts";
import { renderWidget } from "../test-support/render-widget.tsx";
import { snapshot } from "../test-support/snapshots.ts";

const loginInit = () =>
  snapshot("login_init", {
    actions: { continue_with_login_identifier: { inputs: ["email"] }, remember_me: true },
  });
const passcode = () =>
  snapshot("passcode_confirmation", {
    actions: { verify_passcode: true, resend_passcode: true, back: true },
  });

class NetworkError extends Error {
  readonly code = "somethingWentWrong";
}

describe("first render", () => {
  it("starts the flow once and mounts login_init once; typing is never lost", async () => {
    let mounts = 0;
    function CountingLoginInit(props: ScreenProps<"login_init">) {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <LoginInit {...props} />;
    }
    const client = new FakeFlowClient(loginInit()).on("remember_me", loginInit());
    const { view } = renderWidget({
      client,
      registry: { ...LOGIN_AND_REGISTRATION_SCREENS, login_init: CountingLoginInit },
    });
    const input = await view.findByLabelText<HTMLInputElement>("Email");
    await userEvent.type(input, "snabb@example.se");
    // The official widget renders login_init again 500 ms later and drops what was typed.
    await new Promise((resolve) => setTimeout(resolve, 600));
    // An answer in the same state (remember_me) keeps the screen and the text too.
    await userEvent.click(view.getByRole("checkbox"));
    await waitFor(() => expect(client.calls).toHaveLength(1));
    expect(view.getByLabelText<HTMLInputElement>("Email").value).toBe("snabb@example.se");
    expect(client.starts).toEqual(["login"]);
    expect(mounts).toBe(1);
  });

  it("does not move focus on the first screen, but does on every later one", async () => {
    const client = new FakeFlowClient(loginInit()).on("continue_with_login_identifier", passcode());
    const { view } = renderWidget({ client });
    const input = await view.findByLabelText("Email");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(document.body);
    await userEvent.type(input, "a@b.se{Enter}");
    const heading = await view.findByRole("heading", { name: "Enter passcode" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});

describe("failures", () => {
  it("shows the error screen when the network fails mid-flow, and Continue starts over", async () => {
    const client = new FakeFlowClient(loginInit());
    const { view } = renderWidget({ client });
    await userEvent.type(await view.findByLabelText("Email"), "a@b.se{Enter}");
    const continueButton = view.getByRole("button", { name: "Continue" });
    expect(continueButton.getAttribute("aria-busy")).toBe("true");
    client.answer("continue_with_login_identifier", new NetworkError("offline"));
    await view.findByRole("heading", { name: "An error has occurred" });
    expect(view.getByRole("alert").textContent).toContain(
      "A technical error has occurred. Please try again later.",
    );
    expect(view.queryByRole("status")).toBeNull();
    await userEvent.click(view.getByRole("button", { name: "Continue" }));
    await view.findByLabelText("Email");
    expect(client.starts).toEqual(["login", "login"]);
  });

  it("shows the error screen when starting fails", async () => {
    const client = new FakeFlowClient().onStart("login", new NetworkError("offline"));
    const { view } = renderWidget({ client });
    await view.findByRole("heading", { name: "An error has occurred" });
  });

  it("shows a timeout as a timeout", async () => {
    const timeout = Object.assign(new Error("timeout"), { code: "requestTimeout" });
    const client = new FakeFlowClient(loginInit()).on("continue_with_login_identifier", timeout);
    const { view } = renderWidget({ client });
    await userEvent.type(await view.findByLabelText("Email"), "a@b.se{Enter}");
    await view.findByText("The request timed out.");
  });

  it("ignores an answer that arrives after a restart", async () => {
    const client = new FakeFlowClient(loginInit());
    const { view } = renderWidget({ client });
    await userEvent.type(await view.findByLabelText("Email"), "a@b.se{Enter}");
    client.emit("user_logged_out");
    await waitFor(() => expect(client.starts).toEqual(["login", "login"]));
    client.answer("continue_with_login_identifier", passcode());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.queryByRole("heading", { name: "Enter passcode" })).toBeNull();
    expect(view.queryByRole("heading", { name: "Sign in" })).not.toBeNull();
  });
});

describe("actions", () => {
  it("sends a double-clicked action once and marks its button busy", async () => {
    const client = new FakeFlowClient(loginInit());
    const { view } = renderWidget({ client });
    await userEvent.type(await view.findByLabelText("Email"), "a@b.se");
    await userEvent.dblClick(view.getByRole("button", { name: "Continue" }));
    expect(client.calls).toHaveLength(1);
    expect(view.getByRole("button", { name: "Continue" }).getAttribute("aria-busy")).toBe("true");
    client.answer("continue_with_login_identifier", passcode());
    await view.findByRole("heading", { name: "Enter passcode" });
  });
});

describe("session events (spec §4)", () => {
  it.each(["session_expired", "user_logged_out", "user_deleted"] as const)(
    "%s restarts a sign-in widget",
    async (event) => {
      const client = new FakeFlowClient(loginInit());
      const { view } = renderWidget({ client });
      await view.findByLabelText("Email");
      client.emit(event);
      await waitFor(() => expect(client.starts).toEqual(["login", "login"]));
    },
  );

  it("session_created leaves a sign-in widget alone and restarts a profile", async () => {
    const login = new FakeFlowClient(loginInit());
    renderWidget({ client: login });
    const profile = new FakeFlowClient(snapshot("error", { error: "unauthorized" }), "profile");
    const { view } = renderWidget({ client: profile, kind: "profile" });
    await view.findByText("Your session has expired. Please log in again.");
    login.emit("session_created");
    profile.emit("session_created");
    await waitFor(() => expect(profile.starts).toEqual(["profile", "profile"]));
    expect(login.starts).toEqual(["login"]);
  });
});

describe("language", () => {
  it("tells the SDK the element's language and renders bundled Swedish", async () => {
    const client = new FakeFlowClient(loginInit());
    const { view, container } = renderWidget({ client, lang: "sv" });
    await view.findByRole("heading", { name: "Logga in" });
    expect(view.queryByRole("button", { name: "Fortsätt" })).not.toBeNull();
    expect(container.querySelector("[lang]")?.getAttribute("lang")).toBe("sv");
    await waitFor(() => expect(client.langs).toEqual(["sv"]));
  });
});
