import { waitFor } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnySnapshot } from "../flow/flow-client.ts";
import { spreadDigits } from "../components/passcode-input.tsx";
import { FakeFlowClient } from "../test-support/fake-client.ts";
import { renderWidget } from "../test-support/render-widget.tsx";
import { snapshot, type SnapshotOptions } from "../test-support/snapshots.ts";

const ALL = { verify_passcode: true, resend_passcode: true, back: true } as const;

const passcode = (options: SnapshotOptions<"passcode_confirmation"> = {}) =>
  snapshot("passcode_confirmation", { actions: ALL, ...options });

const wrongCode = () =>
  passcode({ actions: { ...ALL, verify_passcode: { errors: { code: "passcode_invalid" } } } });

function setup(start: AnySnapshot = passcode(), email?: string) {
  const client = new FakeFlowClient(start);
  const result = renderWidget({ client, ...(email !== undefined && { prefilled: { email } }) });
  const boxes = async () => {
    await result.view.findByRole("group", { name: "Passcode" });
    return result.view.getAllByRole<HTMLInputElement>("textbox");
  };
  const digits = () =>
    result.view
      .getAllByRole<HTMLInputElement>("textbox")
      .map((box) => box.value)
      .join("");
  return { client, ...result, boxes, digits };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("passcode boxes (spec §2, §5)", () => {
  it("are six labelled boxes in a group named Passcode", async () => {
    const { boxes } = setup();
    const all = await boxes();
    expect(all).toHaveLength(6);
    expect(all.map((box) => box.getAttribute("aria-label"))).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `Digit ${n} of 6`),
    );
    expect(all[0]?.getAttribute("inputmode")).toBe("numeric");
    expect(all[0]?.getAttribute("autocomplete")).toBe("one-time-code");
  });

  it("move on with each digit and auto-submit the sixth, once", async () => {
    const { client, boxes } = setup();
    const [first] = await boxes();
    await userEvent.click(first!);
    await userEvent.keyboard("12345");
    expect(client.calls).toEqual([]);
    await userEvent.keyboard("6");
    expect(client.calls.map((c) => [c.action, c.values])).toEqual([
      ["verify_passcode", { code: "123456" }],
    ]);
  });

  it("ignore letters", async () => {
    const { boxes, digits } = setup();
    const [first] = await boxes();
    await userEvent.click(first!);
    await userEvent.keyboard("a1b2");
    expect(digits()).toBe("12");
  });

  it("take a pasted code whole, from the first box", async () => {
    const { client, boxes } = setup();
    const all = await boxes();
    await userEvent.click(all[3]!);
    await userEvent.paste("98 76-54");
    expect(client.calls[0]?.values).toEqual({ code: "987654" });
  });

  it("spread a partial paste from the focused box", async () => {
    const { digits, boxes, client } = setup();
    const all = await boxes();
    await userEvent.click(all[2]!);
    await userEvent.paste("12");
    expect(digits()).toBe("12");
    expect(all.map((b) => b.value)).toEqual(["", "", "1", "2", "", ""]);
    expect(client.calls).toEqual([]);
  });

  it("move with the arrows, Home and End", async () => {
    const { boxes } = setup();
    const all = await boxes();
    await userEvent.click(all[2]!);
    await userEvent.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(all[1]);
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    expect(document.activeElement).toBe(all[3]);
    await userEvent.keyboard("{End}");
    expect(document.activeElement).toBe(all[5]);
    await userEvent.keyboard("{Home}");
    expect(document.activeElement).toBe(all[0]);
  });

  it("clear with Backspace (going back from an empty box) and Delete", async () => {
    const { boxes } = setup();
    const all = await boxes();
    await userEvent.click(all[0]!);
    await userEvent.keyboard("123");
    expect(document.activeElement).toBe(all[3]);
    await userEvent.keyboard("{Backspace}");
    expect(all.map((b) => b.value).join(",")).toBe("1,2,,,,");
    expect(document.activeElement).toBe(all[2]);
    await userEvent.keyboard("{Backspace}");
    expect(all.map((b) => b.value).join(",")).toBe("1,,,,,");
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}{Delete}");
    expect(all.map((b) => b.value).join(",")).toBe(",,,,,");
    expect(document.activeElement).toBe(all[0]);
  });

  it.each([
    [["", "", "", "", "", ""], 0, "123456", "123456", 5],
    [["", "", "", "", "", ""], 4, "78", "    78", 5],
    [["1", "", "", "", "", ""], 1, "2345678", "234567", 5],
    [["1", "", "", "", "", ""], 1, "23", "123   ", 3],
    [["", "", "", "", "", ""], 2, "x", "      ", 2],
  ])("spreadDigits(%j, %i, %j) gives %j, next %i", (digits, start, text, expected, next) => {
    const result = spreadDigits(digits, start, text);
    expect(result.digits.map((d) => d || " ").join("")).toBe(expected);
    expect(result.next).toBe(next);
  });
});

describe("passcode rules (spec §4)", () => {
  it("says where the code went, or the primary address when unknown", async () => {
    const withEmail = setup(passcode(), "anna@example.se");
    await withEmail.view.findByText("anna@example.se");
  });

  it("falls back to the primary address when no email is known", async () => {
    const { view } = setup();
    await view.findByText("We sent a one-time passcode to your primary email address.");
  });

  it("clears the digits on passcode_invalid and puts focus in the first box", async () => {
    const { client, boxes, view } = setup();
    client.on("verify_passcode", wrongCode());
    const [first] = await boxes();
    await userEvent.click(first!);
    await userEvent.keyboard("000000");
    await view.findByText("The passcode provided was not correct.");
    const after = view.getAllByRole<HTMLInputElement>("textbox");
    expect(after.map((b) => b.value).join("")).toBe("");
    expect(after.every((b) => b.getAttribute("aria-invalid") === "true")).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(after[0]));
    // A second try is sent again.
    client.on("verify_passcode", snapshot("success", { payload: {} }));
    await userEvent.keyboard("123456");
    expect(client.calls.map((c) => c.values)).toEqual([{ code: "000000" }, { code: "123456" }]);
  });

  it("disables the boxes and Continue on passcode_max_attempts_reached; a new code enables them", async () => {
    const { client, view } = setup(passcode({ error: "passcode_max_attempts_reached" }));
    client.on("resend_passcode", passcode());
    await view.findByText(
      "The passcode was entered incorrectly too many times. Please request a new code.",
    );
    const boxes = view.getAllByRole<HTMLInputElement>("textbox");
    expect(boxes.every((box) => box.disabled)).toBe(true);
    expect(view.getByRole("button", { name: "Continue" }).getAttribute("aria-disabled")).toBe(
      "true",
    );
    await userEvent.click(view.getByRole("button", { name: "Send new code" }));
    await view.findByText("A new passcode is on its way.");
    expect(view.getAllByRole<HTMLInputElement>("textbox").every((b) => !b.disabled)).toBe(true);
    expect(view.getByRole("alert").textContent).toBe("");
  });

  it("counts down resend_after, then offers a new code and clears the rate-limit error", async () => {
    // Only the countdown's interval: rendering and effects keep their real timers.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { view } = setup(
      passcode({ error: "rate_limit_exceeded", payload: { resend_after: 3 } }),
    );
    const resend = await view.findByRole("button", { name: "Request a new code in 3s" });
    expect(resend.getAttribute("aria-disabled")).toBe("true");
    expect(view.getByRole("alert").textContent).toContain("Too many requests");
    await vi.advanceTimersByTimeAsync(1000);
    await view.findByRole("button", { name: "Request a new code in 2s" });
    await vi.advanceTimersByTimeAsync(2000);
    const ready = await view.findByRole("button", { name: "Send new code" });
    expect(ready.getAttribute("aria-disabled")).toBeNull();
    await waitFor(() => expect(view.getByRole("alert").textContent).toBe(""));
    expect(view.getByRole("status").textContent).toBe("You can request a new code now.");
  });

  it("offers Back only when the server does", async () => {
    const { view } = setup(
      snapshot("passcode_confirmation", {
        actions: { verify_passcode: true, resend_passcode: true },
      }),
    );
    await view.findByRole("group", { name: "Passcode" });
    expect(view.queryByRole("button", { name: "Back" })).toBeNull();
  });

  it("runs back", async () => {
    const { client, view } = setup();
    client.on(
      "back",
      snapshot("login_init", {
        actions: { continue_with_login_identifier: { inputs: ["email"] } },
      }),
    );
    await userEvent.click(await view.findByRole("button", { name: "Back" }));
    await view.findByRole("heading", { name: "Sign in" });
  });
});
