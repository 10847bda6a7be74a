// The session as this browser knows it, in localStorage under `<localStorageKey>_session`
// (product spec §3, §9): expiry in seconds since the epoch and whether the sign-in flow has
// completed. The claims of the last `success` ride along so another tab can announce the session
// with them. Other tabs see every write as a `storage` event (./relay.ts).
import type { Claims } from "@kretsbutiken/flow-protocol";
import type { Clock, StorageLike } from "../platform/platform.ts";
import { claimsCheck } from "@kretsbutiken/flow-protocol/checks";

export type SessionStateData = {
  /** Seconds since the epoch; 0 when there is no session. */
  expiry: number;
  authFlowCompleted: boolean;
  claims?: Claims;
};

export const EMPTY_SESSION_STATE: SessionStateData = { expiry: 0, authFlowCompleted: false };

export function sessionStateKey(localStorageKey: string): string {
  return `${localStorageKey}_session`;
}

/** The official SDK 1.x wrote `btoa(encodeURI(encodeURIComponent(JSON)))` of `{session}`. */
function decodeLegacy(raw: string): unknown {
  const json: unknown = JSON.parse(decodeURIComponent(decodeURI(atob(raw))));
  return typeof json === "object" && json !== null && "session" in json ? json.session : json;
}

/** Reads a stored value, plain JSON or the 1.x encoding; anything unreadable is no session. */
export function parseSessionState(raw: string | null | undefined): SessionStateData {
  if (raw === null || raw === undefined || raw === "") return EMPTY_SESSION_STATE;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    try {
      value = decodeLegacy(raw);
    } catch {
      return EMPTY_SESSION_STATE;
    }
  }
  if (typeof value !== "object" || value === null) return EMPTY_SESSION_STATE;
  const record = value as Record<string, unknown>;
  const expiry = typeof record["expiry"] === "number" ? record["expiry"] : 0;
  const state: SessionStateData = {
    expiry: Number.isFinite(expiry) ? expiry : 0,
    authFlowCompleted: record["authFlowCompleted"] === true,
  };
  const claims = record["claims"];
  if (claimsCheck(claims, "claims", [])) state.claims = claims;
  return state;
}

export function remainingSeconds(state: SessionStateData, clock: Clock): number {
  return state.expiry - Math.floor(clock.now() / 1000);
}

/** Valid while the remaining seconds exceed 0 (product spec §4). */
export function isSessionValid(state: SessionStateData, clock: Clock): boolean {
  return remainingSeconds(state, clock) > 0;
}

export class SessionState {
  readonly key: string;
  readonly #storage: StorageLike;
  readonly #clock: Clock;

  constructor(options: { storage: StorageLike; localStorageKey: string; clock: Clock }) {
    this.key = sessionStateKey(options.localStorageKey);
    this.#storage = options.storage;
    this.#clock = options.clock;
  }

  read(): SessionStateData {
    return parseSessionState(this.#storage.getItem(this.key));
  }

  write(state: SessionStateData): void {
    this.#storage.setItem(this.key, JSON.stringify(state));
  }

  /** A response announced a session of `lifetimeSeconds` (X-Session-Lifetime). */
  started(lifetimeSeconds: number): void {
    const expiry = Math.floor(this.#clock.now() / 1000) + lifetimeSeconds;
    this.write({ expiry, authFlowCompleted: false });
  }

  /** The flow reached `success`: the session is complete and has claims. */
  completed(claims: Claims, expirationSeconds: number): void {
    const expiry = Math.floor(this.#clock.now() / 1000) + expirationSeconds;
    this.write({ expiry, authFlowCompleted: true, claims });
  }

  reset(): void {
    this.write(EMPTY_SESSION_STATE);
  }

  remainingSeconds(): number {
    return remainingSeconds(this.read(), this.#clock);
  }

  isValid(): boolean {
    return isSessionValid(this.read(), this.#clock);
  }
}
