// Hooks from WEBHOOKS: checked when the configuration is read, written into the subscriptions
// table at start, and signed with the secret the operator gave the receiver.
import { verifyWebhook } from "@kretsbutiken/flow-protocol";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseConfiguredWebhooks, syncConfiguredWebhooks } from "./configured-webhooks.ts";
import { createWebhookHarness, type WebhookHarness } from "./testing/webhook-harness.ts";
import { listWebhooks } from "./webhook-store.ts";

const SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
const OTHER_SECRET = `whsec_${Buffer.alloc(32, 9).toString("base64")}`;

describe("parseConfiguredWebhooks", () => {
  it("reads the hooks, and none from an empty section", () => {
    const hooks = [
      { callback: "https://shop.example/hooks", events: ["user.delete"], secret: SECRET },
    ];
    expect(parseConfiguredWebhooks({ hooks }, true)).toEqual(hooks);
    expect(parseConfiguredWebhooks({}, true)).toEqual([]);
  });

  it.each([
    [
      { hooks: [{ callback: "https://a.example", events: ["user.gone"], secret: SECRET }] },
      "hooks.0.events.0: unknown event",
    ],
    [{ hooks: [{ callback: "https://a.example", events: [], secret: SECRET }] }, "hooks.0.events"],
    [
      { hooks: [{ callback: "https://a.example", events: ["user"], secret: "hunter2" }] },
      "hooks.0.secret: secret must be whsec_",
    ],
    [
      { hooks: [{ callback: "http://a.example", events: ["user"], secret: SECRET }] },
      "hooks.0.callback: callback must be an https URL",
    ],
    [{ hook: [] }, "Unrecognized key"],
  ])("refuses %j", (input, message) => {
    expect(() => parseConfiguredWebhooks(input, true)).toThrow(message);
  });

  it("allows http callbacks outside production", () => {
    const hooks = [{ callback: "http://127.0.0.1:3000/hooks", events: ["user"], secret: SECRET }];
    expect(parseConfiguredWebhooks({ hooks }, false)).toEqual(hooks);
  });
});

describe("syncConfiguredWebhooks", () => {
  let h: WebhookHarness;
  beforeEach(async () => {
    h = await createWebhookHarness();
  });
  afterEach(() => h.close());

  const sync = (events: string[], secret: string) =>
    syncConfiguredWebhooks(h.auth.deps.db, h.auth.deps, [
      { callback: h.receiver.url, events, secret },
    ]);

  it("subscribes the callback once, signing with the configured secret", async () => {
    await sync(["user.create"], SECRET);
    await sync(["user.create"], SECRET);
    await h.signUp("configured@example.com");

    await h.dispatch();

    const [request] = h.receiver.received;
    expect(await listWebhooks(h.auth.deps.db)).toHaveLength(1);
    expect(h.receiver.received).toHaveLength(1);
    expect((await verifyWebhook(SECRET, request!.headers, request!.body, h.clock.now())).ok).toBe(
      true,
    );
  });

  it("takes new events and a new secret at the next start, keeping the subscription", async () => {
    await sync(["user.delete"], SECRET);
    const [before] = await listWebhooks(h.auth.deps.db);
    await sync(["user.create"], OTHER_SECRET);
    await h.signUp("rotated@example.com");

    await h.dispatch();

    const [after] = await listWebhooks(h.auth.deps.db);
    const [request] = h.receiver.received;
    expect(after).toMatchObject({ id: before!.id, events: ["user.create"], enabled: true });
    expect(
      (await verifyWebhook(OTHER_SECRET, request!.headers, request!.body, h.clock.now())).ok,
    ).toBe(true);
    expect((await verifyWebhook(SECRET, request!.headers, request!.body, h.clock.now())).ok).toBe(
      false,
    );
  });
});
