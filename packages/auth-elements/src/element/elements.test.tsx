// The custom elements through the same code register() uses, on fake SDK clients.
import { waitFor, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import type { FlowClient } from "../flow/flow-client.ts";
import { createElementEnv, defineElements } from "./define-elements.ts";
import { FakeFlowClient } from "../test-support/fake-client.ts";
import { snapshot } from "../test-support/snapshots.ts";
import { FLOW_ATTRIBUTES, flowElementClass } from "./flow-element.tsx";
import css from "./styles.css?inline";

const loginInit = () =>
  snapshot("login_init", { actions: { continue_with_login_identifier: { inputs: ["email"] } } });

const clients = new Map<string, FakeFlowClient>();
const clientFor = (api: string): FlowClient => {
  const client = new FakeFlowClient(loginInit())
    .onStart(
      "registration",
      snapshot("registration_init", { actions: { register_login_identifier: true } }),
    )
    .onStart("profile", snapshot("error", { error: "unauthorized" }));
  clients.set(api, client);
  return client;
};

beforeAll(() => {
  defineElements(createElementEnv("https://auth.example", { fallbackLanguage: "en" }, clientFor));
});

function mount(html: string): HTMLElement {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

function shadow(element: HTMLElement) {
  if (element.shadowRoot === null) throw new Error("no shadow root");
  return within(element.shadowRoot as unknown as HTMLElement);
}

describe("register()", () => {
  it("defines the five elements with the observed attributes of spec §2", () => {
    const observed = (tag: string) =>
      (customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes;
    expect(observed("hanko-auth")).toEqual([...FLOW_ATTRIBUTES]);
    expect(observed("hanko-login")).toEqual([...FLOW_ATTRIBUTES]);
    expect(observed("hanko-registration")).toEqual([...FLOW_ATTRIBUTES]);
    expect(observed("hanko-profile")).toEqual(["api", "lang"]);
    expect(customElements.get("hanko-events")).toBeDefined();
    expect(FLOW_ATTRIBUTES).toEqual(
      expect.arrayContaining(["api", "lang", "experimental", "prefilled-email"]),
    );
  });

  it("keeps the first definitions when called again", () => {
    const before = customElements.get("hanko-auth");
    defineElements(createElementEnv("https://other.example", {}, clientFor));
    expect(customElements.get("hanko-auth")).toBe(before);
  });
});

describe("<hanko-auth>", () => {
  it("renders into an open shadow root with our stylesheet adopted, in its language", async () => {
    const element = mount(`<hanko-auth lang="sv" prefilled-email="pre@example.se"></hanko-auth>`);
    const view = shadow(element);
    await view.findByRole("heading", { name: "Logga in" });
    expect(view.getByLabelText<HTMLInputElement>("E-post").value).toBe("pre@example.se");
    const root = element.shadowRoot as ShadowRoot;
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(root.querySelector("style")).toBeNull();
    expect(root.querySelector('[part="container"]')).not.toBeNull();
    element.remove();
  });

  it("switches language on attribute change without restarting the flow", async () => {
    const element = mount(`<hanko-auth api="https://lang.example"></hanko-auth>`);
    const view = shadow(element);
    await userEvent.type(await view.findByLabelText("Email"), "a@b.se");
    element.setAttribute("lang", "sv");
    await view.findByRole("heading", { name: "Logga in" });
    expect(view.getByLabelText<HTMLInputElement>("E-post").value).toBe("a@b.se");
    expect(clients.get("https://lang.example")?.starts).toEqual(["login"]);
    element.remove();
  });

  it("uses its own api attribute, and starts at registration with mode=registration", async () => {
    const element = mount(
      `<hanko-auth api="https://mode.example" mode="registration"></hanko-auth>`,
    );
    await shadow(element).findByRole("heading", { name: "Create account" });
    expect(clients.get("https://mode.example")?.starts).toEqual(["registration"]);
    element.remove();
  });

  it("keeps its flow when moved in the page, and unmounts when removed", async () => {
    const element = mount(`<hanko-auth api="https://move.example"></hanko-auth>`);
    const view = shadow(element);
    await userEvent.type(await view.findByLabelText("Email"), "keep@example.se");
    const other = document.createElement("section");
    document.body.append(other);
    other.append(element);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.getByLabelText<HTMLInputElement>("Email").value).toBe("keep@example.se");
    expect(clients.get("https://move.example")?.starts).toEqual(["login"]);
    element.remove();
    await waitFor(() => expect(element.shadowRoot?.querySelector(".hk-root")).toBeNull());
  });
});

describe("the other elements", () => {
  it("<hanko-login> has no registration link", async () => {
    const element = mount(`<hanko-login></hanko-login>`);
    const view = shadow(element);
    await view.findByLabelText("Email");
    expect(view.queryByText("Don't have an account?")).toBeNull();
    element.remove();
  });

  it("<hanko-registration> starts at registration", async () => {
    const element = mount(`<hanko-registration api="https://reg.example"></hanko-registration>`);
    await shadow(element).findByRole("heading", { name: "Create account" });
    element.remove();
  });

  it("<hanko-profile> without a session shows the error screen", async () => {
    const element = mount(`<hanko-profile api="https://profile.example"></hanko-profile>`);
    const view = shadow(element);
    await view.findByRole("heading", { name: "An error has occurred" });
    expect(clients.get("https://profile.example")?.starts).toEqual(["profile"]);
    element.remove();
  });

  it("<hanko-events> sends session events on itself while in the page", () => {
    const element = mount(`<hanko-events></hanko-events>`);
    const seen: string[] = [];
    for (const type of ["hanko-session-created", "hanko-user-logged-out"]) {
      element.addEventListener(type, () => seen.push(type));
    }
    const client = clients.get("https://auth.example") as FakeFlowClient;
    client.emit("session_created", { expirationSeconds: 60 });
    client.emit("user_logged_out");
    element.remove();
    client.emit("user_logged_out");
    expect(seen).toEqual(["hanko-session-created", "hanko-user-logged-out"]);
  });
});

describe("options", () => {
  it("renders in light DOM with a <style nonce> when shadow is off", async () => {
    const env = createElementEnv(
      "https://light.example",
      { shadow: false, nonce: "n0nce" },
      clientFor,
    );
    customElements.define("test-light-login", flowElementClass("login", FLOW_ATTRIBUTES, env));
    const element = mount(`<test-light-login></test-light-login>`);
    await within(element).findByRole("heading", { name: "Sign in" });
    expect(element.shadowRoot).toBeNull();
    const style = element.querySelector("style");
    expect(style?.nonce).toBe("n0nce");
    expect(style?.textContent).toBe(css);
    element.remove();
  });

  it("adds no stylesheet with injectStyles: false", async () => {
    const env = createElementEnv("https://bare.example", { injectStyles: false }, clientFor);
    customElements.define("test-bare-login", flowElementClass("login", FLOW_ATTRIBUTES, env));
    const element = mount(`<test-bare-login></test-bare-login>`);
    await shadow(element).findByRole("heading", { name: "Sign in" });
    expect(element.shadowRoot?.adoptedStyleSheets).toHaveLength(0);
    element.remove();
  });
});
