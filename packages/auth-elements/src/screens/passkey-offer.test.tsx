// The passkey offered after a sign-in is offered once: Skip is remembered on this device and the
// next sign-in's offer is skipped by the widget itself; a new account is always asked.
import userEvent from "@testing-library/user-event";
import { waitFor } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { FakeFlowClient } from "../test-support/fake-client.ts";
import { renderWidget } from "../test-support/render-widget.tsx";
import { snapshot } from "../test-support/snapshots.ts";

const success = snapshot("success", { payload: {} });
const offer = (flow: "login" | "registration", error?: "passkey_invalid") =>
  snapshot("onboarding_create_passkey", {
    flow,
    actions: { webauthn_generate_creation_options: true, skip: true },
    ...(error !== undefined && { error }),
  });

describe("the passkey offer after a sign-in", () => {
  it("Skip goes on and is remembered; the next sign-in's offer is skipped without a screen", async () => {
    const first = new FakeFlowClient(offer("login")).on("skip", success);
    const { view } = renderWidget({ client: first });
    await userEvent.click(await view.findByRole("button", { name: "Skip" }));
    await view.findByRole("heading", { name: "You are signed in" });
    expect(first.passkeyOfferStore.size).toBe(1);

    const next = new FakeFlowClient(offer("login")).on("skip", success);
    for (const [key, value] of first.passkeyOfferStore) next.passkeyOfferStore.set(key, value);
    const again = renderWidget({ client: next }).view;
    await again.findByRole("heading", { name: "You are signed in" });
    expect(next.calls.map((call) => call.action)).toEqual(["skip"]);
  });

  it("creating a passkey remembers nothing", async () => {
    const client = new FakeFlowClient(offer("login")).on(
      "webauthn_generate_creation_options",
      success,
    );
    const { view } = renderWidget({ client });
    await userEvent.click(await view.findByRole("button", { name: "Create a passkey" }));
    await view.findByRole("heading", { name: "You are signed in" });
    expect(client.passkeyOfferStore.size).toBe(0);
  });

  it("after a failed try the offer stays on screen with its error, even when declined before", async () => {
    const client = new FakeFlowClient(offer("login", "passkey_invalid"));
    client.passkeyOffer.decline();
    const { view } = renderWidget({ client });
    await view.findByRole("heading", { name: "Create a passkey" });
    await waitFor(() => expect(view.getByRole("button", { name: "Skip" })).toBeTruthy());
    expect(client.calls).toEqual([]);
  });

  it("a new account is always asked, and its Skip is not remembered", async () => {
    const client = new FakeFlowClient(offer("registration")).on("skip", success);
    client.passkeyOffer.decline();
    const stored = [...client.passkeyOfferStore.values()];
    const { view } = renderWidget({ client });
    await userEvent.click(await view.findByRole("button", { name: "Skip" }));
    await view.findByRole("heading", { name: /signed in|account is ready/ });
    expect([...client.passkeyOfferStore.values()]).toEqual(stored);
    expect(client.calls.map((call) => call.action)).toEqual(["skip"]);
  });
});
