import { pino } from "pino";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createWebhookHarness, type WebhookHarness } from "./testing/webhook-harness.ts";
import { startWebhookWorker } from "./webhook-worker.ts";

let h: WebhookHarness;
let stop = () => {};
beforeEach(async () => {
  h = await createWebhookHarness();
});
afterEach(async () => {
  stop();
  await h.close();
});

const start = (intervalMs: number) => {
  stop = startWebhookWorker({
    ...h.auth.deps,
    clock: h.clock,
    logger: pino({ level: "silent" }),
    intervalMs,
  });
};

it("delivers on its own once started, and stops", async () => {
  await h.subscribe(["user.create"]);
  start(10);
  await h.signUp("worker@example.com");
  await vi.waitFor(() => expect(h.receiver.received).toHaveLength(1), { timeout: 3_000 });
  stop();
  await h.signUp("after-stop@example.com");
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(h.receiver.received).toHaveLength(1);
});

it("starts nothing with an interval of 0", async () => {
  await h.subscribe(["user.create"]);
  start(0);
  await h.signUp("never@example.com");
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(h.receiver.received).toEqual([]);
});
