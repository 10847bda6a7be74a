// The widget's navigation once signed in, checked where the browser goes: a window whose
// origin is the shop's, and a Hanko instance that reports a new session at once.
import type { Hanko } from "@kretsbutiken/auth-elements";
import { afterEach, describe, expect, it, vi } from "vitest";
import { goAfterSignIn } from "./go-after-sign-in.ts";

const ORIGIN = "https://kretsbutiken.example";

function signInGoingTo(next: string): string[] {
  const assigned: string[] = [];
  vi.stubGlobal("window", {
    location: { origin: ORIGIN, assign: (to: string) => assigned.push(to) },
  });
  const hanko = {
    onSessionCreated: (listener: () => void) => {
      listener();
      return () => undefined;
    },
  } as unknown as Hanko;
  goAfterSignIn(next)(hanko);
  return assigned;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("goAfterSignIn", () => {
  it("goes to a path of the shop", () => {
    expect(signInGoingTo("/page/cart?step=2")).toEqual(["/page/cart?step=2"]);
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/.//evil.example",
    "/%2F%2Fevil.example",
    "/%5C%5Cevil.example",
    "/\\evil.example",
    "\\/\\/evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
  ])("goes to the dashboard instead of %j", (next) => {
    expect(signInGoingTo(next)).toEqual(["/page/user_dashboard"]);
  });
});
