import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { body, createFakeEngine, flowIdOf, type FakeEngine } from "../testing/fake-engine.ts";
import { openTestDatabase, type TestDatabase } from "../testing/test-database.ts";

let database: TestDatabase;
let fake: FakeEngine;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.destroy());
beforeEach(() => {
  fake = createFakeEngine(database);
});

const post: FakeEngine["post"] = (...args) => fake.post(...args);
const atChooser = () => fake.atChooser();
const storedData = async (answer: Parameters<typeof flowIdOf>[0]) =>
  (await fake.stored(flowIdOf(answer))).data as {
    state: string;
    prev_state: string;
    data: Record<string, unknown>;
    hist: unknown[];
  };

describe("flow creation and transitions", () => {
  it("creates a flow at its first state with a 32-character token", async () => {
    const answer = await fake.engine.start("login", undefined);
    expect(answer.status).toBe(200);
    expect(body(answer)).toMatchObject({
      name: "preflight",
      status: 200,
      payload: {},
      links: null,
    });
    expect(body(answer).csrf_token).toMatch(/^[0-9A-Za-z]{32}$/);
    expect(Object.keys(body(answer).actions)).toEqual(["register_client_capabilities"]);
    expect(body(answer).actions.register_client_capabilities?.href).toMatch(
      /^\/login\?action=register_client_capabilities%40[0-9a-f-]{36}$/,
    );
    const row = await database.db.selectFrom("flows").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ id: flowIdOf(answer), flow_name: "login", version: 0 });
    expect(Date.parse(row.expires_at) - fake.clock.now().getTime()).toBe(60_000);
  });

  it("starts a flow without setting cookies or headers", async () => {
    const answer = await fake.engine.start("login", undefined);
    expect(answer.cookies).toEqual([]);
    expect(answer.headers).toEqual({});
  });

  it("builds a new flow's dependencies over the engine's database", async () => {
    await fake.engine.start("login", undefined);
    expect(fake.scopes).toHaveLength(1);
    expect(fake.scopes[0]?.db).toBe(database.db);
  });

  it("continues to the scheduled state and rotates the token", async () => {
    const start = await fake.engine.start("login", undefined);
    const next = await post(start, "register_client_capabilities", { webauthn_available: true });
    expect(body(next)).toMatchObject({ name: "login_method_chooser", status: 200 });
    expect(body(next).csrf_token).not.toBe(body(start).csrf_token);
    expect((await fake.stored(flowIdOf(next))).version).toBe(1);
    expect(await storedData(next)).toMatchObject({
      state: "login_method_chooser",
      data: { note: "webauthn" },
    });
  });

  it("offers back only after a revertible transition; revert restores data but keeps sticky keys", async () => {
    const chooser = await atChooser();
    expect(body(chooser).actions.back).toBeUndefined();
    const passcode = await post(chooser, "continue_to_passcode_confirmation");
    expect(body(passcode).actions.back).toBeDefined();
    const resent = await post(passcode, "resend_passcode");
    expect(body(resent).payload).toEqual({ resent: true });
    expect((await storedData(resent)).data).toMatchObject({
      renders: 2,
      sticky: { token: "t2" },
    });
    const back = await post(resent, "back");
    expect(body(back).name).toBe("login_method_chooser");
    const stored = await storedData(back);
    expect(stored.data).toEqual({ note: "plain", sticky: { token: "t2" } });
    expect(stored.hist).toHaveLength(1);
  });

  it("does not offer back in a state entered by a revert-preventing action", async () => {
    const password = await post(await atChooser(), "continue_to_password_login");
    expect(body(password).name).toBe("login_password");
    expect(Object.keys(body(password).actions)).toEqual([
      "password_login",
      "continue_to_passcode_confirmation_recovery",
    ]);
  });

  it("runs after-flow hooks when leaving the sub-flow, and terminal states offer nothing", async () => {
    const password = await post(await atChooser(), "continue_to_password_login");
    expect(fake.deps.events).toEqual([]);
    const success = await post(password, "password_login", { password: "right" });
    expect(body(success)).toMatchObject({ name: "success", status: 200, actions: {}, payload: {} });
    expect(fake.deps.events).toEqual(["left credential_usage from login_password"]);
  });
});
