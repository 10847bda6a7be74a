// One delivery attempt against real local endpoints: the headers a receiver sees, and what
// `last_error` says when the receiver is gone or never answers.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, expect, it } from "vitest";
import { postWebhook } from "./post-webhook.ts";
import { startWebhookReceiver, type WebhookReceiver } from "./testing/webhook-receiver.ts";
import { generateWebhookSecret } from "./webhook-signature.ts";

let receiver: WebhookReceiver;
beforeEach(async () => {
  receiver = await startWebhookReceiver();
});
afterEach(() => receiver.close());

const attempt = (callback: string, timeoutMs?: number) =>
  postWebhook({
    callback,
    secret: generateWebhookSecret(),
    id: "msg_edges",
    body: '{"type":"user.create"}',
    now: new Date("2026-01-02T03:04:05Z"),
    ...(timeoutMs !== undefined && { timeoutMs }),
  });

/** A real endpoint that takes the request and never answers. */
async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

it("names itself kretsbutiken-auth and sends JSON", async () => {
  expect(await attempt(receiver.url)).toBeUndefined();

  const [request] = receiver.received;
  expect(request?.headers["user-agent"]).toBe("kretsbutiken-auth");
  expect(request?.headers["content-type"]).toBe("application/json");
  expect(request?.body).toBe('{"type":"user.create"}');
});

it("reports a refused connection by its cause, not as a bare fetch failure", async () => {
  const port = new URL(receiver.url).port;
  await receiver.stop();

  expect(await attempt(receiver.url)).toBe(`Error: connect ECONNREFUSED 127.0.0.1:${port}`);
});

it("reports a receiver that does not answer in time as a timeout", async () => {
  const silent = await silentServer();
  try {
    expect(await attempt(silent.url, 100)).toBe(
      "TimeoutError: The operation was aborted due to timeout",
    );
  } finally {
    await silent.close();
  }
});

it("reports an answer other than 2xx by its status", async () => {
  receiver.status = 410;

  expect(await attempt(receiver.url)).toBe("HTTP 410");
});
