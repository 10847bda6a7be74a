// What the engine is built from and what it answers with.
import type { Kysely } from "@kretsbutiken/database";
import type { ErrorResult, FlowName, FlowResponse, InputConfig } from "@kretsbutiken/flow-protocol";
import type { AuthDatabase } from "../../db/schema.ts";
import type { Clock, FlowLock } from "../../services.ts";
import type { FlowTypes } from "./flow-definition.ts";

export interface RequestScope {
  /**
   * The request's transaction: everything an action and its hooks write through it commits
   * with the flow's new version, or not at all. (A new flow has only its own row to insert,
   * and gets the plain handle.)
   */
  db: Kysely<AuthDatabase>;
}

export interface FlowEngineOptions<T extends FlowTypes, R> {
  db: Kysely<AuthDatabase>;
  clock: Clock;
  flowLock: FlowLock;
  inputConfig: InputConfig;
  /** Adds `cause` to flow errors (§1.4). */
  debug: boolean;
  /** The dependencies actions and hooks see, built once per request. */
  requestDeps(request: R, scope: RequestScope): T["deps"];
  /** Told about every unexpected failure before it is answered with a 500. */
  logError(error: unknown, where: { flow: FlowName; flowId?: string; action?: string }): void;
}

/** What the HTTP binding sends: the envelope, its status, and headers/cookies from hooks. */
export interface FlowAnswer {
  status: number;
  body: FlowResponse | ErrorResult;
  headers: Readonly<Record<string, string>>;
  cookies: readonly string[];
}
