// The shop's redeem of a confirmation token against a provider on a real local port, answering
// the odd things a provider (or a proxy in front of it) can answer: only a 200 that names this
// action and how it was confirmed lets the action go ahead; anything else is a refusal value,
// never a throw. A provider that fails (no answer, an answer the shop does not know) is
// logged for whoever runs the shop; a user's own refusal (used, mismatched, …) is not.
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { confirmationRedeemer } from "./redeem-confirmation.ts";

const TOKEN = "t".repeat(43);
const REFUND = { action: "order.refund", details: { order: "A-17", amount: "50000" } };

const servers: Server[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** A provider on a local port that answers every redeem with `answer`. */
async function provider(answer: (response: ServerResponse) => void): Promise<string> {
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => answer(response));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const json =
  (status: number, body: unknown) =>
  (response: ServerResponse): void => {
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(body));
  };

const html =
  (status: number) =>
  (response: ServerResponse): void => {
    response.writeHead(status, { "Content-Type": "text/html" });
    response.end("<html><body><h1>Bad Gateway</h1></body></html>");
  };

async function redeemAt(baseUrl: string, timeoutMs = 2000) {
  const warnings: string[] = [];
  const redeem = confirmationRedeemer({
    baseUrl,
    timeoutMs,
    warn: (message) => warnings.push(message),
  });
  return { check: await redeem("session-jwt", TOKEN, REFUND), warnings };
}

describe("redeeming a confirmation at a provider on a port", () => {
  it("lets the provider's 200 for this action through, with how it was confirmed", async () => {
    const baseUrl = await provider(
      json(200, { user_id: "u", action: "order.refund", method: "passcode" }),
    );
    expect(await redeemAt(baseUrl)).toEqual({
      check: { ok: true, method: "passcode" },
      warnings: [],
    });
  });

  it("takes no other success status as a confirmation, even one that names the action", async () => {
    const baseUrl = await provider(
      json(202, { user_id: "u", action: "order.refund", method: "passcode" }),
    );
    expect(await redeemAt(baseUrl)).toEqual({
      check: { ok: false, refusal: "confirmation_unavailable" },
      warnings: [expect.stringContaining("answered 202")],
    });
  });

  it("takes a 200 that does not say how the action was confirmed as no confirmation", async () => {
    const baseUrl = await provider(json(200, { user_id: "u", action: "order.refund" }));
    expect((await redeemAt(baseUrl)).check).toEqual({
      ok: false,
      refusal: "confirmation_unavailable",
    });
  });

  it.each([200, 502])(
    "refuses, and logs the status, when a %i answer is not JSON",
    async (status) => {
      const baseUrl = await provider(html(status));
      expect(await redeemAt(baseUrl)).toEqual({
        check: { ok: false, refusal: "confirmation_unavailable" },
        warnings: [expect.stringContaining(`answered ${status}`)],
      });
    },
  );

  it.each([
    { status: 409, body: { code: 409, error: "confirmation_used" }, refusal: "confirmation_used" },
    {
      status: 409,
      body: { code: 409, error: "confirmation_mismatch" },
      refusal: "confirmation_mismatch",
    },
    {
      status: 410,
      body: { code: 410, error: "confirmation_expired" },
      refusal: "confirmation_expired",
    },
    { status: 401, body: { code: 401 }, refusal: "confirmation_not_found" },
  ])(
    "answers $status $body.error as $refusal without a warning: the user's refusal, not a failure",
    async ({ status, body, refusal }) => {
      const baseUrl = await provider(json(status, body));
      expect(await redeemAt(baseUrl)).toEqual({ check: { ok: false, refusal }, warnings: [] });
    },
  );

  it("logs a provider's error it does not know, with the status", async () => {
    const baseUrl = await provider(json(500, { code: 500, message: "Internal Server Error" }));
    expect(await redeemAt(baseUrl)).toEqual({
      check: { ok: false, refusal: "confirmation_unavailable" },
      warnings: [expect.stringContaining("answered 500")],
    });
  });

  it("logs to the console when not told where to warn", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const baseUrl = await provider(json(503, { code: 503 }));
    const redeem = confirmationRedeemer({ baseUrl, timeoutMs: 2000 });
    expect(await redeem("session-jwt", TOKEN, REFUND)).toEqual({
      ok: false,
      refusal: "confirmation_unavailable",
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("answered 503"));
  });

  it("refuses when the provider does not answer in time, and logs why", async () => {
    const baseUrl = await provider(() => {});
    expect(await redeemAt(baseUrl, 200)).toEqual({
      check: { ok: false, refusal: "confirmation_unavailable" },
      warnings: [expect.stringMatching(/could not redeem a confirmation \(TimeoutError\b.*\)$/)],
    });
  });

  it("refuses when nothing listens at the provider's address, and logs why", async () => {
    const baseUrl = await provider(json(200, {}));
    const [server] = servers.splice(0);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    expect(await redeemAt(`${baseUrl}`)).toEqual({
      check: { ok: false, refusal: "confirmation_unavailable" },
      warnings: [
        expect.stringMatching(/could not redeem a confirmation \(TypeError: fetch failed\)$/),
      ],
    });
  });
});
