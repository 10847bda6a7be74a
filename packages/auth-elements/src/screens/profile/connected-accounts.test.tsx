import type { ProfileData } from "@kretsbutiken/flow-protocol";
import { within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PROVIDER_ICONS } from "../../components/provider-icons.ts";
import { FakeFlowClient } from "../../test-support/fake-client.ts";
import { renderWidget } from "../../test-support/render-widget.tsx";
import { snapshot, type SnapshotOptions } from "../../test-support/snapshots.ts";

const GOOGLE = {
  id: "g-sub-1",
  provider: "Google",
  identity_id: "11111111-aaaa-4aaa-8aaa-000000000001",
};
const GITHUB = {
  id: "gh-42",
  provider: "GitHub",
  identity_id: "11111111-aaaa-4aaa-8aaa-000000000002",
};
const SAML = {
  id: "anna",
  provider: "Kretsbutiken AD",
  identity_id: "11111111-aaaa-4aaa-8aaa-000000000003",
};

const user = (): ProfileData => ({
  id: "u1",
  user_id: "u1",
  mfa_config: { auth_app_set_up: false, totp_enabled: false, security_keys_enabled: false },
  emails: [
    {
      id: "e1",
      address: "anna@example.se",
      is_verified: true,
      is_primary: true,
      identities: [GOOGLE, GITHUB],
    },
    {
      id: "e2",
      address: "anna@kretsbutiken.se",
      is_verified: true,
      is_primary: false,
      identities: [SAML],
    },
    { id: "e3", address: "anna@jobbet.se", is_verified: true, is_primary: false },
  ],
  created_at: "2026-11-01T10:00:00Z",
  updated_at: "2026-11-01T10:00:00Z",
});

const PROVIDERS = [
  { value: "apple", name: "Apple" },
  { value: "custom_kretsid", name: "Krets ID" },
];

const profile = (actions: SnapshotOptions<"profile_init">["actions"] = {}) =>
  snapshot("profile_init", { flow: "profile", payload: { user: user() }, actions });

const linking = {
  disconnect_thirdparty_oauth_provider: true,
  connect_thirdparty_oauth_provider: { allowed: { provider: PROVIDERS } },
} as const;

const itemOf = (view: ReturnType<typeof renderWidget>["view"], address: string) =>
  within(view.getByText(address).closest("li") as HTMLElement);

describe("connected accounts in the profile (spec §2; flow-api §2.7)", () => {
  it("lists each address's identities under it, as a named list, drawings hidden", async () => {
    const { view } = renderWidget({
      client: new FakeFlowClient(profile(linking), "profile"),
      kind: "profile",
    });
    await view.findByText("anna@example.se");
    const first = itemOf(view, "anna@example.se");
    const list = first.getByRole("list", { name: "Connected accounts" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["GoogleDisconnect", "GitHubDisconnect"]);
    const icons = [...list.querySelectorAll("svg")];
    expect(icons.map((svg) => svg.getAttribute("aria-hidden"))).toEqual(["true", "true"]);
    expect(icons[1]?.querySelector("path")?.getAttribute("d")).toBe(PROVIDER_ICONS["github"]);
    expect(itemOf(view, "anna@kretsbutiken.se").getByText("Kretsbutiken AD")).toBeTruthy();
    expect(itemOf(view, "anna@jobbet.se").queryByRole("list")).toBeNull();
  });

  it("disconnects by keyboard after asking, sending identity_id; each button says which account", async () => {
    const client = new FakeFlowClient(profile(linking), "profile").on(
      "disconnect_thirdparty_oauth_provider",
      profile(linking),
    );
    const { view } = renderWidget({ client, kind: "profile" });
    await view.findByText("anna@example.se");
    const buttons = view.getAllByRole("button", { name: "Disconnect" });
    expect(buttons).toHaveLength(3);
    const github = buttons[1] as HTMLElement;
    const describedBy = github.getAttribute("aria-describedby") ?? "";
    expect(github.ownerDocument.getElementById(describedBy)?.textContent).toBe("GitHub");
    github.focus();
    await userEvent.keyboard("{Enter}");
    expect(client.calls).toEqual([]);
    expect(github.textContent).toBe("Are you sure?");
    await userEvent.keyboard("{Enter}");
    expect(client.calls).toEqual([
      expect.objectContaining({
        action: "disconnect_thirdparty_oauth_provider",
        values: { identity_id: GITHUB.identity_id },
      }),
    ]);
  });

  it("shows identities without Disconnect when the server does not offer it", async () => {
    const { view } = renderWidget({
      client: new FakeFlowClient(profile(), "profile"),
      kind: "profile",
    });
    await view.findByText("Google");
    expect(view.queryByRole("button", { name: "Disconnect" })).toBeNull();
    expect(view.queryByRole("heading", { name: "Connected accounts" })).toBeNull();
  });

  it.each([
    ["en", "Connected accounts", "Connect Apple", "Connect Krets ID"],
    ["sv", "Kopplade konton", "Koppla till Apple", "Koppla till Krets ID"],
  ])(
    "%s: offers to connect each provider not linked yet, and runs the action",
    async (lang, heading, apple, krets) => {
      const client = new FakeFlowClient(profile(linking), "profile");
      const { view } = renderWidget({ client, kind: "profile", lang });
      const section = (await view.findByRole("heading", { name: heading })).closest("section");
      const buttons = within(section as HTMLElement).getAllByRole("button");
      expect(buttons.map((b) => b.textContent)).toEqual([apple, krets]);
      expect(
        buttons.every((b) => b.querySelector("svg")?.getAttribute("aria-hidden") === "true"),
      ).toBe(true);
      await userEvent.click(within(section as HTMLElement).getByRole("button", { name: krets }));
      expect(client.calls).toEqual([
        expect.objectContaining({
          action: "connect_thirdparty_oauth_provider",
          values: { provider: "custom_kretsid", redirect_to: globalThis.location.href },
        }),
      ]);
    },
  );
});
