// A FlowClient for component tests: the test says what each action answers and reads which
// actions ran with which values. Unanswered actions wait until `answer()` is called, so tests
// can look at the pending state.
import type { FlowName, LastLogin } from "@kretsbutiken/flow-protocol";
import type {
  ActionValues,
  AnySnapshot,
  FlowClient,
  SessionEvent,
  SessionEventDetail,
} from "../flow/flow-client.ts";
import { passkeyOfferMemory } from "../flow/passkey-offer-memory.ts";

type Reply = AnySnapshot | Error | ((values: ActionValues) => AnySnapshot | Error);

type Waiting = { action: string; resolve(snapshot: AnySnapshot): void; reject(error: Error): void };

export class FakeFlowClient implements FlowClient {
  readonly starts: FlowName[] = [];
  readonly calls: { action: string; values: ActionValues; from: AnySnapshot }[] = [];
  readonly langs: string[] = [];
  readonly #start = new Map<FlowName, Reply>();
  readonly #replies = new Map<string, Reply[]>();
  readonly #waiting: Waiting[] = [];
  readonly #listeners = new Set<(event: SessionEvent, detail: SessionEventDetail) => void>();
  webauthn = true;
  last: LastLogin | undefined;
  /** The login_init snapshots autofill waited on, and how the test ends the wait. */
  readonly autofills: AnySnapshot[] = [];
  #autofillDone: ((snapshot: AnySnapshot | undefined) => void) | undefined;

  constructor(start?: AnySnapshot, flow: FlowName = "login") {
    if (start !== undefined) this.#start.set(flow, start);
  }

  /** What starting `flow` answers. */
  onStart(flow: FlowName, reply: Reply): this {
    this.#start.set(flow, reply);
    return this;
  }

  /** What the next run of `action` answers (queued; the last one repeats). */
  on(action: string, ...replies: Reply[]): this {
    this.#replies.set(action, [...(this.#replies.get(action) ?? []), ...replies]);
    return this;
  }

  /** Answers the oldest waiting run of `action`. */
  answer(action: string, reply: AnySnapshot | Error): void {
    const index = this.#waiting.findIndex((waiting) => waiting.action === action);
    const [waiting] = this.#waiting.splice(index, 1);
    if (waiting === undefined) throw new Error(`${action} is not waiting`);
    if (reply instanceof Error) waiting.reject(reply);
    else waiting.resolve(reply);
  }

  emit(event: SessionEvent, detail: SessionEventDetail = null): void {
    for (const listener of this.#listeners) listener(event, detail);
  }

  static #settle(reply: Reply, values: ActionValues): Promise<AnySnapshot> {
    const value = typeof reply === "function" ? reply(values) : reply;
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  }

  start(flow: FlowName): Promise<AnySnapshot> {
    this.starts.push(flow);
    const reply = this.#start.get(flow);
    if (reply === undefined) return new Promise(() => {});
    return FakeFlowClient.#settle(reply, {});
  }

  run(from: AnySnapshot, action: string, values: ActionValues): Promise<AnySnapshot> {
    this.calls.push({ action, values, from });
    const queue = this.#replies.get(action);
    const reply = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (reply === undefined) {
      return new Promise((resolve, reject) => this.#waiting.push({ action, resolve, reject }));
    }
    return FakeFlowClient.#settle(reply, values);
  }

  autofill(from: AnySnapshot): Promise<AnySnapshot | undefined> {
    this.autofills.push(from);
    return new Promise((resolve) => {
      this.#autofillDone = resolve;
    });
  }

  /** The user picked a passkey in the autofill (a snapshot) or the wait ended (undefined). */
  finishAutofill(snapshot: AnySnapshot | undefined): void {
    this.#autofillDone?.(snapshot);
    this.#autofillDone = undefined;
  }

  setLang(lang: string): void {
    this.langs.push(lang);
  }

  onSessionEvent(listener: (event: SessionEvent, detail: SessionEventDetail) => void) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  webauthnSupported(): boolean {
    return this.webauthn;
  }

  lastLogin(): LastLogin | undefined {
    return this.last;
  }

  /** In memory: `passkeyOfferStore` shows what was remembered. */
  readonly passkeyOfferStore = new Map<string, string>();
  readonly passkeyOffer = passkeyOfferMemory(
    () => ({
      getItem: (key: string) => this.passkeyOfferStore.get(key) ?? null,
      setItem: (key: string, value: string) => void this.passkeyOfferStore.set(key, value),
    }),
    "hanko",
  );
}
