// Leaving the provider's own session cookie out of a request: exactly the named cookies go,
// whatever the spacing, and every other cookie stays as it was.
import { describe, expect, it } from "vitest";
import { withoutCookies } from "./openid-session-link.ts";

describe("withoutCookies", () => {
  const dropped = ["_session", "_session.sig"];

  it("drops the named cookies and keeps the rest in order", () => {
    expect(withoutCookies("a=1; _session=x; hanko=t; _session.sig=y; b=2", dropped)).toBe(
      "a=1; hanko=t; b=2",
    );
  });

  it("keeps cookies whose names only start like a dropped one", () => {
    expect(withoutCookies("_session_other=1; _sessionx=2", dropped)).toBe(
      "_session_other=1; _sessionx=2",
    );
  });

  it("reads names with spaces around them and empty pairs", () => {
    expect(withoutCookies(" _session = x ;;  hanko=t ; ", dropped)).toBe("hanko=t");
  });

  it("answers an empty header for nothing left", () => {
    expect(withoutCookies("_session=x", dropped)).toBe("");
    expect(withoutCookies("", dropped)).toBe("");
  });

  it("keeps a value that holds '=' whole", () => {
    expect(withoutCookies("hanko=a.b=c; _session=x", dropped)).toBe("hanko=a.b=c");
  });
});
