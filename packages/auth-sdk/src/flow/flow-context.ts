// What flow states need from their Hanko instance, its flow runtime included. Kept beside the
// instance in a WeakMap so states reach it without widening Hanko's public surface.
import type { Hanko } from "../hanko.ts";
import type { HttpClient } from "../http/http-client.ts";
import type { Platform } from "../platform/platform.ts";
import type { Relay } from "../session/relay.ts";
import type { SessionState } from "../session/session-state.ts";
import type { TokenStore } from "../session/token-store.ts";
import type { FlowRuntime } from "./flow-runtime.ts";

export type FlowContext = {
  hanko: Hanko;
  client: HttpClient;
  relay: Relay;
  platform: Platform;
  tokenStore: TokenStore;
  sessionState: SessionState;
  /** Prefix of the SDK's localStorage keys (`hanko`). */
  localStorageKey: string;
  /** Makes, advances and starts the instance's flow states (./flow-runtime.ts). */
  runtime: FlowRuntime;
};

const contexts = new WeakMap<Hanko, FlowContext>();

export function registerFlowContext(context: FlowContext): void {
  contexts.set(context.hanko, context);
}

export function flowContextOf(hanko: Hanko): FlowContext {
  const context = contexts.get(hanko);
  if (context === undefined) throw new TypeError("not a Hanko instance of this SDK");
  return context;
}
