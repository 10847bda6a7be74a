// The stash (flow-api.md "Conventions"): what an action writes stays in the working copy until
// the engine persists it, and nothing a caller holds can change it behind the engine's back.
import { describe, expect, it } from "vitest";
import { Stash } from "./stash.ts";

interface Shape {
  email?: string;
  sticky?: { passcode_id?: string };
  count?: number;
}

describe("Stash", () => {
  it("reads what it was given, and knows which keys it holds", () => {
    const stash = new Stash<Shape>({ email: "a@b.se", count: 0 });
    expect(stash.get("email")).toBe("a@b.se");
    expect(stash.has("email")).toBe(true);
    expect(stash.has("count")).toBe(true);
    expect(stash.get("sticky")).toBeUndefined();
    expect(stash.has("sticky")).toBe(false);
  });

  it("is not changed by later changes to the data it was made from or given", () => {
    const data = { sticky: { passcode_id: "p1" } };
    const stash = new Stash<Shape>(data);
    data.sticky.passcode_id = "changed";
    const written = { passcode_id: "p2" };
    stash.set("sticky", written);
    written.passcode_id = "changed";
    expect(stash.get("sticky")).toEqual({ passcode_id: "p2" });
  });

  it("deletes a key set to undefined or deleted, and snapshots only what is left", () => {
    const stash = new Stash<Shape>({ email: "a@b.se", count: 2, sticky: {} });
    stash.set("email", undefined);
    stash.delete("count");
    expect(stash.has("email")).toBe(false);
    expect(stash.has("count")).toBe(false);
    expect(stash.snapshot()).toStrictEqual({ sticky: {} });
  });

  it("hands out snapshots that are copies", () => {
    const stash = new Stash<Shape>({ sticky: { passcode_id: "p1" } });
    const snapshot = stash.snapshot() as Shape;
    snapshot.sticky!.passcode_id = "changed";
    expect(stash.snapshot()).toStrictEqual({ sticky: { passcode_id: "p1" } });
  });

  it("throws its working copy away on replace, keeping none of the replacement's later changes", () => {
    const stash = new Stash<Shape>({ email: "a@b.se" });
    stash.set("count", 99);
    const previous = { sticky: { passcode_id: "p1" } };
    stash.replace(previous);
    previous.sticky.passcode_id = "changed";
    expect(stash.snapshot()).toStrictEqual({ sticky: { passcode_id: "p1" } });
  });
});
