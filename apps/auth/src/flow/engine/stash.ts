// The server-side stash of one flow (flow-api.md "Conventions"): typed by the flow family's
// stash shape, JSON-only, never sent to the client. Writes go to a working copy that the
// engine persists or throws away depending on how the request ends (§1.9).
import type { StashData } from "./flow-document.ts";

export interface StashReader<S extends object> {
  get<K extends keyof S & string>(key: K): S[K] | undefined;
  has(key: keyof S & string): boolean;
}

export class Stash<S extends object> implements StashReader<S> {
  #data: StashData;

  constructor(data: StashData) {
    this.#data = structuredClone(data);
  }

  get<K extends keyof S & string>(key: K): S[K] | undefined {
    return this.#data[key] as S[K] | undefined;
  }

  has(key: keyof S & string): boolean {
    return this.#data[key] !== undefined;
  }

  /** `undefined` deletes the key: the stash holds JSON only. */
  set<K extends keyof S & string>(key: K, value: S[K] | undefined): void {
    if (value === undefined) delete this.#data[key];
    else this.#data[key] = structuredClone(value);
  }

  delete(key: keyof S & string): void {
    delete this.#data[key];
  }

  /** A copy of everything, for persisting. */
  snapshot(): StashData {
    return structuredClone(this.#data);
  }

  /** Throws the working copy away in favour of `data` (Error and Revert, §1.9). */
  replace(data: StashData): void {
    this.#data = structuredClone(data);
  }
}
