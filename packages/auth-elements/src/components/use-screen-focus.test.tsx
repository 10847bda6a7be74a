// Focus moves in the same commit that shows the new screen or answer (use-screen-focus.ts):
// read at the first DOM change that shows it, before any later task (a passive effect, or the
// next keystroke) could run.
import { waitFor, type BoundFunctions, type queries } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AnySnapshot } from "../flow/flow-client.ts";
import { FakeFlowClient } from "../test-support/fake-client.ts";
import { renderWidget } from "../test-support/render-widget.tsx";
import { snapshot } from "../test-support/snapshots.ts";

type View = BoundFunctions<typeof queries>;

const ALL = { verify_passcode: true, resend_passcode: true, back: true } as const;
const passcode = (error?: "passcode_max_attempts_reached") =>
  snapshot("passcode_confirmation", { actions: ALL, ...(error && { error }) });
const wrongCode = () =>
  snapshot("passcode_confirmation", {
    actions: { ...ALL, verify_passcode: { errors: { code: "passcode_invalid" } } },
  });
const loginInit = () =>
  snapshot("login_init", { actions: { continue_with_login_identifier: { inputs: ["email"] } } });

async function typeCode(view: View) {
  await userEvent.click(view.getByRole("textbox", { name: "Digit 1 of 6" }));
  await userEvent.keyboard("000000");
}

/** The element focused when `shown` first holds, read in the mutation observer's microtask. */
function focusWhenShown(container: HTMLElement, shown: () => boolean): Promise<Element | null> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      resolve(document.activeElement);
    });
    observer.observe(container, { subtree: true, childList: true, characterData: true });
  });
}

const CASES: {
  name: string;
  action: string;
  act: (view: View) => Promise<unknown>;
  answer: AnySnapshot;
  shows: string;
  focused: (view: View) => HTMLElement;
}[] = [
  {
    name: "a wrong code: the first (emptied) box",
    action: "verify_passcode",
    act: typeCode,
    answer: wrongCode(),
    shows: "The passcode provided was not correct.",
    focused: (view) => view.getByRole("textbox", { name: "Digit 1 of 6" }),
  },
  {
    name: "too many wrong codes: the heading, as the boxes are disabled",
    action: "verify_passcode",
    act: typeCode,
    answer: passcode("passcode_max_attempts_reached"),
    shows: "The passcode was entered incorrectly too many times.",
    focused: (view) => view.getByRole("heading", { name: "Enter passcode" }),
  },
  {
    name: "a new screen: its heading",
    action: "back",
    act: (view) => userEvent.click(view.getByRole("button", { name: "Back" })),
    answer: loginInit(),
    shows: "Sign in",
    focused: (view) => view.getByRole("heading", { name: "Sign in" }),
  },
  {
    name: "an answer that keeps the focused element: focus stays there",
    action: "resend_passcode",
    act: (view) => userEvent.click(view.getByRole("button", { name: "Send new code" })),
    answer: passcode(),
    shows: "A new passcode is on its way.",
    focused: (view) => view.getByRole("button", { name: "Send new code" }),
  },
];

describe("focus on a new screen or answer", () => {
  it.each(CASES)("$name", async ({ action, act, answer, shows, focused }) => {
    const client = new FakeFlowClient(passcode());
    const { container, view } = renderWidget({ client });
    await view.findByRole("group", { name: "Passcode" });
    await act(view);
    await waitFor(() => expect(client.calls.map((call) => call.action)).toContain(action));
    const atCommit = focusWhenShown(container, () => container.textContent?.includes(shows));
    client.answer(action, answer);
    expect(await atCommit).toBe(focused(view));
  });

  it("leaves the page's focus alone on the first screen", async () => {
    const { view } = renderWidget({ client: new FakeFlowClient(passcode()) });
    await view.findByRole("group", { name: "Passcode" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(document.body);
  });
});
