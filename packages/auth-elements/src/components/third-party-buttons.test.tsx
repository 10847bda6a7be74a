import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeFlowClient } from "../test-support/fake-client.ts";
import { renderWidget } from "../test-support/render-widget.tsx";
import { snapshot } from "../test-support/snapshots.ts";
import { CUSTOM_PROVIDER_ICON, PROVIDER_ICONS } from "./provider-icons.ts";

// Every provider Hanko knows (flow-api §5.6), in its order, then a custom one.
const PROVIDERS = [
  { value: "apple", name: "Apple" },
  { value: "discord", name: "Discord" },
  { value: "github", name: "GitHub" },
  { value: "google", name: "Google" },
  { value: "linkedin", name: "LinkedIn" },
  { value: "microsoft", name: "Microsoft" },
  { value: "facebook", name: "Facebook" },
  { value: "custom_kretsid", name: "Krets ID" },
];

const loginInit = () =>
  snapshot("login_init", {
    actions: {
      continue_with_login_identifier: { inputs: ["email"] },
      thirdparty_oauth: { allowed: { provider: PROVIDERS } },
    },
  });

describe("provider buttons (spec §2 login, §9 icons)", () => {
  it.each([
    ["en", "Sign in with"],
    ["sv", "Logga in med"],
  ])(
    "%s: one button per provider, named by its text, with its drawing hidden from assistive technology",
    async (lang, prefix) => {
      const { view } = renderWidget({ client: new FakeFlowClient(loginInit()), lang });
      const buttons = await view.findAllByRole("button", { name: new RegExp(`^${prefix} `) });
      expect(buttons.map((button) => button.textContent)).toEqual(
        PROVIDERS.map(({ name }) => `${prefix} ${name}`),
      );
      for (const { value, name } of PROVIDERS) {
        const button = await view.findByRole("button", { name: `${prefix} ${name}` });
        const icons = button.querySelectorAll("svg");
        expect(icons).toHaveLength(1);
        const icon = icons[0] as SVGElement;
        expect(icon.getAttribute("aria-hidden")).toBe("true");
        expect(icon.querySelector("path")?.getAttribute("d")).toBe(
          PROVIDER_ICONS[value] ?? CUSTOM_PROVIDER_ICON,
        );
      }
    },
  );

  it("keeps the last-used marker beside the drawing", async () => {
    const client = new FakeFlowClient(loginInit());
    client.last = { login_method: "third_party", third_party_provider: "github" };
    const { view } = renderWidget({ client });
    const github = await view.findByRole("button", { name: /Sign in with GitHub/ });
    expect(github.textContent).toBe("Sign in with GitHubLast used");
    expect(github.querySelector("svg")).not.toBeNull();
  });

  it("runs thirdparty_oauth with the provider and this page as the target, by keyboard", async () => {
    const client = new FakeFlowClient(loginInit());
    const { view } = renderWidget({ client });
    (await view.findByRole("button", { name: "Sign in with Microsoft" })).focus();
    await userEvent.keyboard("{Enter}");
    expect(client.calls).toEqual([
      expect.objectContaining({
        action: "thirdparty_oauth",
        values: { provider: "microsoft", redirect_to: globalThis.location.href },
      }),
    ]);
  });
});
