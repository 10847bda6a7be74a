import type { ProfileData, SessionInfo } from "@kretsbutiken/flow-protocol";
import { fireEvent, waitFor } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeFlowClient } from "../../test-support/fake-client.ts";
import { renderWidget } from "../../test-support/render-widget.tsx";
import { snapshot, type SnapshotOptions } from "../../test-support/snapshots.ts";
import { PROFILE_SUCCESS_PAUSE_MS } from "../../widget/use-flow-runner.ts";
import { scaled } from "../../../../../scripts/time-scale.ts";

const PRIMARY = { id: "e1", address: "anna@example.se", is_verified: true, is_primary: true };
const SECOND = { id: "e2", address: "anna@jobbet.se", is_verified: true, is_primary: false };
const UNVERIFIED = { id: "e3", address: "ny@example.se", is_verified: false, is_primary: false };

const user = (extra: Partial<ProfileData> = {}): ProfileData => ({
  id: "u1",
  user_id: "u1",
  mfa_config: { auth_app_set_up: false, totp_enabled: false, security_keys_enabled: false },
  emails: [PRIMARY, SECOND, UNVERIFIED],
  created_at: "2026-11-01T10:00:00Z",
  updated_at: "2026-11-01T10:00:00Z",
  ...extra,
});

const SESSIONS: SessionInfo[] = [
  {
    id: "s1",
    user_agent: "Linux (Chrome)",
    current: true,
    created_at: "2026-11-24T10:00:00Z",
    last_used: "2026-11-24T10:00:00Z",
  },
  {
    id: "s2",
    user_agent: "iOS (Safari)",
    ip_address: "192.0.2.7",
    current: false,
    created_at: "2026-11-20T10:00:00Z",
    last_used: "2026-11-21T10:00:00Z",
  },
];

const profile = (options: SnapshotOptions<"profile_init"> = {}) =>
  snapshot("profile_init", {
    flow: "profile",
    payload: { user: user(), sessions: SESSIONS },
    ...options,
    actions: {
      email_create: true,
      email_set_primary: true,
      email_verify: true,
      email_delete: { allowed: { email_id: [{ name: SECOND.address, value: SECOND.id }] } },
      password_update: true,
      patch_metadata: true,
      session_delete: { allowed: { session_id: [{ name: "s2", value: "s2" }] } },
      ...options.actions,
    },
  });

function renderProfile(client: FakeFlowClient) {
  return renderWidget({ client, kind: "profile" });
}

describe("profile_init (spec §2)", () => {
  it("shows only the sections the server offers", async () => {
    const client = new FakeFlowClient(
      snapshot("profile_init", {
        flow: "profile",
        payload: { user: user({ emails: [PRIMARY] }) },
        actions: { email_create: true, password_create: true },
      }),
      "profile",
    );
    const { view } = renderProfile(client);
    await view.findByRole("heading", { name: "Your profile" });
    expect(view.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Email",
      "Password",
    ]);
    expect(view.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(view.queryByRole("button", { name: "Make primary" })).toBeNull();
    expect(view.queryByRole("button", { name: "Delete account" })).toBeNull();
  });

  it("lists addresses with their badges, and runs set-primary and verify with the address's id", async () => {
    const client = new FakeFlowClient(profile(), "profile").on("email_set_primary", profile()).on(
      "email_verify",
      snapshot("passcode_confirmation", {
        flow: "profile",
        actions: { verify_passcode: true, back: true },
      }),
    );
    const { view } = renderProfile(client);
    const primaryItem = (await view.findByText(PRIMARY.address)).closest("li");
    expect(primaryItem?.textContent).toContain("Primary");
    expect(view.getByText(UNVERIFIED.address).closest("li")?.textContent).toContain("Unverified");
    await userEvent.click(view.getByRole("button", { name: "Make primary" }));
    expect(client.calls[0]).toMatchObject({
      action: "email_set_primary",
      values: { email_id: "e2" },
    });
    await waitFor(
      () =>
        expect(
          view.getByRole("button", { name: "Verify" }).getAttribute("aria-disabled"),
        ).toBeNull(),
      { timeout: scaled(2000) },
    );
    await userEvent.click(view.getByRole("button", { name: "Verify" }));
    expect(client.calls[1]).toMatchObject({ action: "email_verify", values: { email_id: "e3" } });
    // The passcode screen names the address the code went to.
    await view.findByText(UNVERIFIED.address);
  });

  it("deletes only what the server lists, after asking, and forgets the question once the pointer has left for a second", async () => {
    const client = new FakeFlowClient(profile(), "profile").on("email_delete", profile());
    const { view } = renderProfile(client);
    await view.findByText(SECOND.address);
    // Only the address and the session the server allows have a delete button.
    expect(view.getAllByRole("button", { name: "Delete" })).toHaveLength(1);
    expect(view.getAllByRole("button", { name: "Sign out" })).toHaveLength(1);
    const remove = view.getByRole("button", { name: "Delete" });
    await userEvent.click(remove);
    expect(client.calls).toEqual([]);
    expect(remove.textContent).toBe("Are you sure?");
    // React derives pointerleave from pointerout; Preact listens to pointerleave itself.
    const wrapper = remove.parentElement as HTMLElement;
    fireEvent.pointerOut(wrapper, { relatedTarget: document.body });
    fireEvent.pointerLeave(wrapper);
    await waitFor(() => expect(remove.textContent).toBe("Delete"), { timeout: scaled(1500) });
    await userEvent.click(remove);
    await userEvent.click(remove);
    expect(client.calls[0]).toMatchObject({ action: "email_delete", values: { email_id: "e2" } });
  });

  it("shows a server input error under its input and not at the top, and forms start empty after a change", async () => {
    const client = new FakeFlowClient(profile(), "profile").on(
      "email_create",
      profile({ actions: { email_create: { errors: { email: "email_already_exists" } } } }),
      profile(),
    );
    const { view } = renderProfile(client);
    const input = await view.findByLabelText("New email address");
    await userEvent.type(input, "anna@example.se{Enter}");
    await view.findByText("The email is already taken.");
    expect(view.getByRole("alert").textContent).toBe("");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    await userEvent.clear(input);
    await userEvent.type(input, "annan@example.se{Enter}");
    await waitFor(
      () => expect(view.getByLabelText<HTMLInputElement>("New email address").value).toBe(""),
      { timeout: scaled(2000) },
    );
  });

  it("pauses 360 ms after a successful change before showing the answer", async () => {
    const updated = profile({ payload: { user: user({ emails: [PRIMARY] }), sessions: SESSIONS } });
    const client = new FakeFlowClient(profile(), "profile").on("password_update", updated);
    const { view } = renderProfile(client);
    await userEvent.type(await view.findByLabelText("New password"), "Sommar-2026-Eget");
    const started = performance.now();
    await userEvent.click(view.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(view.queryByText(SECOND.address)).toBeNull(), {
      timeout: scaled(2000),
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(PROFILE_SUCCESS_PAUSE_MS - 10);
    expect(client.calls[0]).toMatchObject({
      action: "password_update",
      values: { password: "Sommar-2026-Eget" },
    });
  });

  it("lists sessions with this device marked", async () => {
    const { view } = renderProfile(new FakeFlowClient(profile(), "profile"));
    const current = (await view.findByText("Linux (Chrome)")).closest("li");
    expect(current?.textContent).toContain("This device");
    expect(view.getByText("iOS (Safari)").closest("li")?.textContent).toContain("192.0.2.7");
  });

  it("names unnamed passkeys and security keys by their public key, and renames within 3–32 characters", async () => {
    const credential = {
      id: "c1",
      public_key: "pQECAyYgASFYIK1x_2-abc-DEF9876",
      attestation_type: "none",
      aaguid: "00000000-0000-0000-0000-000000000000",
      created_at: "2026-11-01T10:00:00Z",
      transports: [],
      backup_eligible: true,
      backup_state: true,
      mfa_only: false,
    };
    const withKeys = profile({
      payload: {
        user: user({
          passkeys: [credential],
          security_keys: [{ ...credential, id: "k1", mfa_only: true }],
        }),
      },
      actions: {
        webauthn_credential_create: true,
        webauthn_credential_rename: true,
        webauthn_credential_delete: true,
        security_key_create: true,
      },
    });
    const client = new FakeFlowClient(withKeys, "profile").on(
      "webauthn_credential_rename",
      withKeys,
    );
    const { view } = renderProfile(client);
    await view.findByText("Passkey-DEF9876");
    expect(view.getByText("SecurityKey-DEF9876")).toBeTruthy();
    await userEvent.click(view.getByRole("button", { name: "Rename" }));
    const name = view.getByLabelText("Name");
    await userEvent.type(name, "ab{Enter}");
    await view.findByText("The value is too short.");
    expect(client.calls).toEqual([]);
    await userEvent.type(name, "c-laptop{Enter}");
    expect(client.calls[0]).toMatchObject({
      action: "webauthn_credential_rename",
      values: { passkey_name: "abc-laptop", passkey_id: "c1" },
    });
  });

  it("deletes the account only from its own screen, with the box ticked", async () => {
    const client = new FakeFlowClient(profile({ actions: { account_delete: true } }), "profile").on(
      "account_delete",
      snapshot("account_deleted", { flow: "profile" }),
    );
    const { view } = renderProfile(client);
    await userEvent.click(await view.findByRole("button", { name: "Delete account" }));
    const heading = await view.findByRole("heading", { name: "Delete account" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await userEvent.click(view.getByRole("button", { name: "Delete account" }));
    expect(client.calls).toEqual([]);
    expect(view.getByRole("checkbox").getAttribute("aria-invalid")).toBe("true");
    await userEvent.click(view.getByLabelText("Yes, delete this account."));
    await userEvent.click(view.getByRole("button", { name: "Delete account" }));
    expect(client.calls[0]?.action).toBe("account_delete");
    await view.findByRole("heading", { name: "Your account was deleted" });
  });
});

describe("the delete link's question", () => {
  it("is forgotten when focus moves on", async () => {
    const { view } = renderProfile(new FakeFlowClient(profile(), "profile"));
    const remove = await view.findByRole("button", { name: "Delete" });
    await userEvent.click(remove);
    expect(remove.textContent).toBe("Are you sure?");
    await userEvent.tab();
    expect(remove.textContent).toBe("Delete");
  });
});
