// The shop's redeem of a confirmation token, against a fake provider: what it sends, and that
// every answer but the provider's 200 for this action is a refusal value, never a throw. The
// real auth server's answers are tested through the actions that redeem
// (server/account/account-deletion.test.ts, server/admin/staff/staff-grant-confirmation.test.ts).
import { describe, expect, it } from "vitest";
import { confirmationRedeemer, REDEEM_PATH } from "./redeem-confirmation.ts";

const TOKEN = "t".repeat(43);
const ACTION = { action: "account.delete", details: {} };

function redeemer(answer: () => Response | Promise<Response>) {
  const sent: { url: string; init: RequestInit | undefined }[] = [];
  const warnings: string[] = [];
  const redeem = confirmationRedeemer({
    baseUrl: "http://auth.test",
    timeoutMs: 1000,
    fetch: async (url, init) => {
      sent.push({ url: url instanceof Request ? url.url : url.toString(), init });
      return answer();
    },
    warn: (message) => warnings.push(message),
  });
  return { redeem, sent, warnings };
}

describe("redeeming a confirmation", () => {
  it("posts the token, action and details with the session as Bearer, and lets a 200 through", async () => {
    const { redeem, sent } = redeemer(() =>
      Response.json({ user_id: "u", action: "account.delete", method: "webauthn" }),
    );
    expect(await redeem("session-jwt", TOKEN, ACTION, { requestId: "req-1" })).toEqual({
      ok: true,
      method: "webauthn",
    });
    expect(sent[0]?.url).toBe(`http://auth.test${REDEEM_PATH}`);
    expect(JSON.parse(sent[0]?.init?.body as string)).toEqual({ token: TOKEN, ...ACTION });
    expect(sent[0]?.init?.headers).toMatchObject({
      Authorization: "Bearer session-jwt",
      "X-Request-Id": "req-1",
    });
  });

  it.each([
    { name: "no token", token: undefined, session: "s" },
    { name: "a token that cannot be one", token: "<script>", session: "s" },
    { name: "no session", token: TOKEN, session: "" },
  ])("refuses $name without asking the provider", async ({ token, session }) => {
    const { redeem, sent } = redeemer(() => Response.json({}));
    expect(await redeem(session, token, ACTION)).toEqual({
      ok: false,
      refusal: "confirmation_missing",
    });
    expect(sent).toEqual([]);
  });

  it.each([
    { status: 409, body: { error: "confirmation_mismatch" }, refusal: "confirmation_mismatch" },
    { status: 409, body: { error: "confirmation_used" }, refusal: "confirmation_used" },
    { status: 410, body: { error: "confirmation_expired" }, refusal: "confirmation_expired" },
    { status: 404, body: { error: "confirmation_not_found" }, refusal: "confirmation_not_found" },
    { status: 401, body: { code: 401 }, refusal: "confirmation_not_found" },
    { status: 500, body: { code: 500 }, refusal: "confirmation_unavailable" },
    { status: 400, body: { error: "something_new" }, refusal: "confirmation_unavailable" },
    // A 200 that is not about this action is no confirmation of it.
    {
      status: 200,
      body: { action: "order.refund", method: "webauthn" },
      refusal: "confirmation_unavailable",
    },
  ])("answers $status $body.error as $refusal", async ({ status, body, refusal }) => {
    const { redeem } = redeemer(() => Response.json(body, { status }));
    expect(await redeem("s", TOKEN, ACTION)).toEqual({ ok: false, refusal });
  });

  it("counts a provider that does not answer as a refusal, with a warning", async () => {
    const { redeem, warnings } = redeemer(() => Promise.reject(new TypeError("fetch failed")));
    expect(await redeem("s", TOKEN, ACTION)).toEqual({
      ok: false,
      refusal: "confirmation_unavailable",
    });
    expect(warnings).toHaveLength(1);
  });
});
