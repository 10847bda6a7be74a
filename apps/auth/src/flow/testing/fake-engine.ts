// The engine over the fake flow table with a controllable clock and the in-memory flow lock,
// plus the small helpers its tests use to follow hrefs and read the stored row.
import { DEFAULT_INPUT_CONFIG, type ActionName, type FlowName } from "@kretsbutiken/flow-protocol";
import { createFlowLock } from "../../flow-lock/create-flow-lock.ts";
import type { FlowLock } from "../../services.ts";
import {
  createFlowEngine,
  type FlowAnswer,
  type FlowEngine,
  type RequestScope,
} from "../engine/flow-engine.ts";
import { fakeFlow, type FakeDeps } from "./fake-flow.ts";
import type { TestDatabase } from "./test-database.ts";

export type Body = Record<string, unknown> & { actions: Record<string, Record<string, unknown>> };

export const body = (answer: FlowAnswer): Body => answer.body;

export function actionParam(answer: FlowAnswer, action: ActionName): string {
  const href = body(answer).actions[action]?.href;
  if (typeof href !== "string")
    throw new Error(`${action} is not offered in ${String(body(answer).name)}`);
  return new URL(href, "http://x").searchParams.get("action") ?? "";
}

export function flowIdOf(answer: FlowAnswer): string {
  const first = Object.keys(body(answer).actions)[0] as ActionName;
  return actionParam(answer, first).split("@")[1] ?? "";
}

export interface FakeEngine {
  engine: FlowEngine<undefined>;
  deps: FakeDeps;
  /** The scope each request's deps were built from, in order. */
  scopes: RequestScope[];
  errors: unknown[];
  lock: FlowLock;
  clock: { now(): Date; advance(ms: number): void };
  post(
    answer: FlowAnswer,
    action: ActionName,
    input?: Record<string, unknown>,
    options?: { csrf?: string; flow?: FlowName },
  ): Promise<FlowAnswer>;
  atChooser(): Promise<FlowAnswer>;
  stored(
    flowId: string,
  ): Promise<{ version: number; csrf_token: string; data: Record<string, unknown> }>;
}

export function createFakeEngine(
  database: TestDatabase,
  options: { flowLock?: FlowLock; debug?: boolean } = {},
): FakeEngine {
  let now = Date.parse("2026-01-01T00:00:00.000Z");
  const clock = { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
  const deps: FakeDeps = {
    events: [],
    rateLimited: false,
    refuseActions: false,
    forgetOutcome: false,
  };
  const scopes: RequestScope[] = [];
  const errors: unknown[] = [];
  const lock = options.flowLock ?? createFlowLock(undefined, 15, "", { clock });
  const engine = createFlowEngine([fakeFlow("login"), fakeFlow("registration")], {
    db: database.db,
    clock,
    flowLock: lock,
    inputConfig: DEFAULT_INPUT_CONFIG,
    debug: options.debug ?? false,
    requestDeps: (_request, scope) => {
      scopes.push(scope);
      return deps;
    },
    logError: (error) => errors.push(error),
  });
  const post: FakeEngine["post"] = (answer, action, input = {}, postOptions = {}) =>
    engine.act(
      postOptions.flow ?? "login",
      actionParam(answer, action),
      { input_data: input, csrf_token: postOptions.csrf ?? String(body(answer).csrf_token) },
      undefined,
    );
  return {
    engine,
    deps,
    scopes,
    errors,
    lock,
    clock,
    post,
    atChooser: async () =>
      post(await engine.start("login", undefined), "register_client_capabilities", {
        webauthn_available: false,
      }),
    async stored(flowId) {
      const row = await database.db
        .selectFrom("flows")
        .selectAll()
        .where("id", "=", flowId)
        .executeTakeFirstOrThrow();
      return {
        version: row.version,
        csrf_token: row.csrf_token,
        data: JSON.parse(row.data) as Record<string, unknown>,
      };
    },
  };
}
