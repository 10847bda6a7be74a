import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { ShopperSession } from "../../../server/auth/shopper-session.ts";
import { sessionContext } from "../../context/session-context.ts";
import { loader } from "./account.ts";

function get(session: ShopperSession | null) {
  const context = new RouterContextProvider();
  context.set(sessionContext, session);
  const request = new Request("http://shop.test/api/account");
  return loader({ request, url: new URL(request.url), params: {}, context, pattern: "" });
}

describe("GET /api/account", () => {
  it("tells a signed-in shopper who they are, in an answer no cache keeps", async () => {
    const response = get({
      userId: "u1",
      sessionId: "s1",
      email: "anna@example.se",
      emailVerified: true,
      username: "anna",
    });
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.json()).toBe("anna@example.se");
  });

  it("answers null to a visitor who is not signed in", async () => {
    const response = get(null);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.json()).toBeNull();
  });
});
