import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FlowLock } from "../../services.ts";
import type { FlowAnswer } from "./flow-engine-options.ts";
import {
  actionParam,
  body,
  createFakeEngine,
  flowIdOf,
  type FakeEngine,
} from "../testing/fake-engine.ts";
import { openTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { errorResult, MALFORMED, NOT_PERMITTED, TECHNICAL } from "../testing/wire-results.ts";

let database: TestDatabase;
let fake: FakeEngine;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.destroy());
beforeEach(() => {
  fake = createFakeEngine(database);
});

describe("error results (§1.8): no payload, empty token, flow untouched", () => {
  const cases: [string, (f: FakeEngine) => Promise<unknown>, unknown][] = [
    [
      "stale CSRF token",
      async (f) => {
        const chooser = await f.atChooser();
        await f.post(chooser, "continue_to_password_login");
        return f.post(chooser, "continue_to_password_login");
      },
      NOT_PERMITTED,
    ],
    [
      "missing CSRF token",
      async (f) =>
        f.engine.act(
          "login",
          actionParam(await f.atChooser(), "continue_to_password_login"),
          {},
          undefined,
        ),
      NOT_PERMITTED,
    ],
    [
      "an action the state does not offer",
      async (f) => {
        const chooser = await f.atChooser();
        const param = actionParam(chooser, "continue_to_password_login").replace(
          "continue_to_password_login",
          "verify_passcode",
        );
        return f.engine.act(
          "login",
          param,
          { csrf_token: String(body(chooser).csrf_token) },
          undefined,
        );
      },
      NOT_PERMITTED,
    ],
    [
      "a suspended action (back, not revertible)",
      async (f) => {
        const chooser = await f.atChooser();
        return f.engine.act(
          "login",
          `back@${flowIdOf(chooser)}`,
          { csrf_token: String(body(chooser).csrf_token) },
          undefined,
        );
      },
      NOT_PERMITTED,
    ],
    [
      "an unknown flow id",
      (f) => f.engine.act("login", `back@${randomUUID()}`, { csrf_token: "x" }, undefined),
      NOT_PERMITTED,
    ],
    [
      "a flow of another endpoint (B1)",
      async (f) =>
        f.post(await f.atChooser(), "continue_to_password_login", {}, { flow: "registration" }),
      NOT_PERMITTED,
    ],
    ["an action value without @", (f) => f.engine.act("login", "back", {}, undefined), MALFORMED],
    [
      "a flow id that is not a UUID",
      (f) => f.engine.act("login", "back@123", {}, undefined),
      MALFORMED,
    ],
    [
      "an expired flow",
      async (f) => {
        const chooser = await f.atChooser();
        f.clock.advance(60_001);
        return f.post(chooser, "continue_to_password_login");
      },
      errorResult(410, "flow_expired_error", "The flow has expired."),
    ],
  ];

  it.each(cases)("%s", async (_name, run, expected) => {
    const answer = (await run(fake)) as { status: number; body: unknown };
    expect(answer.body).toEqual(expected);
    expect(answer.status).toBe((expected as { status: number }).status);
  });

  // A developer running the server with DEBUG sees why an action was refused.
  it.each([
    ["an unknown flow id", "flow not found"],
    ["a flow of another endpoint (B1)", "flow name mismatch"],
    ["stale CSRF token", "csrf token mismatch"],
    ["missing CSRF token", "csrf token mismatch"],
    ["an action the state does not offer", "action not offered"],
    ["a suspended action (back, not revertible)", "action suspended"],
  ])("names the cause of %s in debug mode: %s", async (name, cause) => {
    const [, run] = cases.find(([caseName]) => caseName === name) ?? [];
    expect(run).toBeDefined();
    const answer = (await run?.(createFakeEngine(database, { debug: true }))) as FlowAnswer;
    expect(body(answer).error).toEqual({
      code: "operation_not_permitted_error",
      message: "The operation is not permitted.",
      cause,
    });
  });

  it("still answers at the last millisecond of the flow's life", async () => {
    const chooser = await fake.atChooser();
    fake.clock.advance(60_000);
    const answer = await fake.post(chooser, "continue_to_password_login");
    expect(answer.status).toBe(200);
    expect(body(answer).name).toBe("login_password");
  });

  it("leaves the current token valid after a wrong one", async () => {
    const chooser = await fake.atChooser();
    expect(
      (await fake.post(chooser, "continue_to_password_login", {}, { csrf: "A".repeat(32) })).body,
    ).toEqual(NOT_PERMITTED);
    expect(body(await fake.post(chooser, "continue_to_password_login")).name).toBe(
      "login_password",
    );
  });
});

describe("executed errors (§1.9)", () => {
  it("a 4xx stays, rotates the token, drops the action's stash writes, keeps hook writes (B2) and the previous state (B3)", async () => {
    const password = await fake.post(await fake.atChooser(), "continue_to_password_login");
    const wrong = await fake.post(password, "password_login", { password: "wrong" });
    expect(wrong.status).toBe(400);
    expect(body(wrong)).toMatchObject({
      name: "login_password",
      status: 400,
      payload: {},
      error: { code: "form_data_invalid_error" },
    });
    expect(body(wrong).csrf_token).not.toBe(body(password).csrf_token);
    expect(body(wrong).actions.password_login?.inputs).toEqual({
      password: {
        name: "password",
        type: "password",
        required: true,
        error: { code: "value_invalid_error", message: "The value is invalid." },
      },
    });
    // Input errors only on the executed action (§1.5).
    expect(body(wrong).actions.continue_to_passcode_confirmation_recovery?.inputs).toEqual({});
    const stored = await fake.stored(flowIdOf(wrong));
    expect(stored.data).toMatchObject({
      state: "login_password",
      prev_state: "login_method_chooser",
      data: { count: 1, renders: 2 },
    });
  });

  it("validates declared inputs before the action runs", async () => {
    const password = await fake.post(await fake.atChooser(), "continue_to_password_login");
    const missing = await fake.post(password, "password_login", { password: 12345 });
    expect(body(missing).actions.password_login?.inputs).toMatchObject({
      password: { error: { code: "value_missing_error" } },
    });
  });

  it("a 5xx from an action enters the error state, after which every action is refused", async () => {
    const passcode = await fake.post(await fake.atChooser(), "continue_to_passcode_confirmation");
    const failed = await fake.post(passcode, "verify_passcode", { code: "1" });
    expect(failed.status).toBe(500);
    expect(body(failed)).toMatchObject({
      name: "error",
      status: 500,
      payload: {},
      actions: {},
      error: { code: "flow_discontinuity_error", message: "The flow can't be continued." },
    });
    expect(body(failed).error).not.toHaveProperty("cause");
    const again = await fake.engine.act(
      "login",
      `verify_passcode@${flowIdOf(passcode)}`,
      { csrf_token: String(body(failed).csrf_token) },
      undefined,
    );
    expect(again.body).toEqual(NOT_PERMITTED);
  });

  it("refuses an action that a hook before every action refuses, without running it", async () => {
    const chooser = await fake.atChooser();
    const before = await fake.stored(flowIdOf(chooser));
    fake.deps.refuseActions = true;
    const refused = await fake.post(chooser, "continue_to_password_login");
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual(errorResult(401, "unauthorized", "The session is invalid."));
    expect(await fake.stored(flowIdOf(chooser))).toEqual(before);
    fake.deps.refuseActions = false;
    expect(body(await fake.post(chooser, "continue_to_password_login")).name).toBe(
      "login_password",
    );
  });

  it("continue with error: the state is entered and the response carries the hook's error", async () => {
    fake.deps.rateLimited = true;
    const passcode = await fake.post(await fake.atChooser(), "continue_to_passcode_confirmation");
    expect(passcode.status).toBe(429);
    expect(body(passcode)).toMatchObject({
      name: "passcode_confirmation",
      status: 429,
      error: { code: "rate_limit_exceeded" },
    });
    expect(body(passcode).csrf_token).toMatch(/^[0-9A-Za-z]{32}$/);
  });
});

describe("failures and the flow lock (§1.7, §1.11, B18)", () => {
  it("answers a throwing action with a 500 error result, releases the lock and keeps the old token", async () => {
    const password = await fake.post(await fake.atChooser(), "continue_to_password_login");
    const before = await fake.stored(flowIdOf(password));
    const thrown = await fake.post(password, "continue_to_passcode_confirmation_recovery");
    expect(thrown.body).toEqual(TECHNICAL);
    expect(fake.errors).toHaveLength(1);
    expect(await fake.stored(flowIdOf(password))).toEqual(before);
    const retried = await fake.post(password, "password_login", { password: "right" });
    expect(body(retried).name).toBe("success");
  });

  it("answers a flow whose stored state is not in its table with a 500 and logs why", async () => {
    const chooser = await fake.atChooser();
    const id = flowIdOf(chooser);
    const { data } = await fake.stored(id);
    await database.db
      .updateTable("flows")
      .set({ data: JSON.stringify({ ...data, state: "profile_init" }) })
      .where("id", "=", id)
      .execute();
    expect((await fake.post(chooser, "continue_to_password_login")).body).toEqual(TECHNICAL);
    expect(fake.errors).toEqual([
      expect.objectContaining({
        code: "unknown_state",
        message: 'stored state "profile_init" is not in "login"',
      }),
    ]);
  });

  it("answers an action that returns no outcome with a 500, names it in the log and keeps the flow", async () => {
    const chooser = await fake.atChooser();
    const before = await fake.stored(flowIdOf(chooser));
    fake.deps.forgetOutcome = true;
    const answer = await fake.post(chooser, "continue_to_passcode_confirmation");
    expect(answer.body).toEqual(TECHNICAL);
    expect(fake.errors).toEqual([
      expect.objectContaining({
        code: "no_outcome",
        message: '"continue_to_passcode_confirmation" returned nothing',
      }),
    ]);
    expect(await fake.stored(flowIdOf(chooser))).toEqual(before);
  });

  it("refuses at once while another request holds the lock", async () => {
    const chooser = await fake.atChooser();
    const release = await fakeLockHeld(chooser);
    expect((await fake.post(chooser, "continue_to_password_login")).body).toEqual(TECHNICAL);
    await release();
    expect(body(await fake.post(chooser, "continue_to_password_login")).name).toBe(
      "login_password",
    );
  });

  it("lets only one of two concurrent requests with the same token win", async () => {
    const chooser = await fake.atChooser();
    const results = await Promise.all([
      fake.post(chooser, "continue_to_password_login"),
      fake.post(chooser, "continue_to_passcode_confirmation"),
    ]);
    const statuses = results.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 500]).toContain(statuses[1]);
  });

  it("answers a failing lock store with a 500", async () => {
    const broken: FlowLock = { tryAcquire: () => Promise.reject(new Error("redis down")) };
    const withBrokenLock = createFakeEngine(database, { flowLock: broken });
    const chooser = await fake.atChooser();
    const answer = await withBrokenLock.engine.act(
      "login",
      actionParam(chooser, "continue_to_password_login"),
      { csrf_token: String(body(chooser).csrf_token) },
      undefined,
    );
    expect(answer.body).toEqual(TECHNICAL);
  });
});

/** Takes the flow's lock the way a concurrent request would. */
async function fakeLockHeld(answer: Parameters<typeof flowIdOf>[0]): Promise<() => Promise<void>> {
  const release = await fake.lock.tryAcquire(flowIdOf(answer));
  if (release === undefined) throw new Error("lock already held");
  return release;
}
