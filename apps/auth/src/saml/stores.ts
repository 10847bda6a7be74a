// The two pieces of state SAML sign-in keeps between requests: the AuthnRequests we issued (so a
// Response's InResponseTo must name one of them, once) and the assertion ids we accepted (so a
// captured Response cannot be posted again). Both are small interfaces; the in-memory versions
// serve tests and a single process; ./saml-message-stores.ts keeps both in the database, so that
// with several instances behind a load balancer the callback may reach another process.

/** An AuthnRequest we sent, remembered until its Response comes back. */
export interface IssuedRequest {
  /** The identity provider it went to (its configured domain). */
  provider: string;
  /** The RelayState sent with it; the Response must come back with the same. */
  relayState: string;
  /** Epoch ms after which no Response may answer it. */
  expiresAt: number;
  /** Where the browser returns after the sign-in (checked against the allow-list already). */
  redirectTo?: string | undefined;
  /** The flow that started the sign-in, if one did: the `hanko_token` is good in it only. */
  flowId?: string | undefined;
  /**
   * The SHA-256 of the random value the starting browser holds in its cookie
   * (./http/browser-binding.ts); the callback must come from that browser.
   */
  browserBinding?: string | undefined;
}

export interface AuthnRequestStore {
  save(id: string, request: IssuedRequest): Promise<void>;
  /**
   * Reads a pending request without answering it, so the callback knows the provider and the
   * return address before it validates. Unknown or expired: undefined.
   */
  peek(id: string): Promise<IssuedRequest | undefined>;
  /** Removes and returns the request: each may be answered once. Unknown or expired: undefined. */
  take(id: string): Promise<IssuedRequest | undefined>;
}

export interface ReplayCache {
  /**
   * Records `key` until `expiresAt` (epoch ms). True if it was new, false if it was already
   * there: the check and the write are one atomic step, so two concurrent posts of the same
   * Response cannot both see "new".
   */
  remember(key: string, expiresAt: number): Promise<boolean>;
}

/** Entries kept before expired ones are swept on the next write. */
const SWEEP_EVERY = 1000;

class ExpiringSet<Value extends { expiresAt: number }> {
  readonly #entries = new Map<string, Value>();
  readonly #now: () => number;
  #writesSinceSweep = 0;

  constructor(now: () => number) {
    this.#now = now;
  }

  get(key: string): Value | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    if (value.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return value;
  }

  set(key: string, value: Value): void {
    if (++this.#writesSinceSweep >= SWEEP_EVERY) {
      this.#writesSinceSweep = 0;
      const now = this.#now();
      for (const [old, entry] of this.#entries)
        if (entry.expiresAt <= now) this.#entries.delete(old);
    }
    this.#entries.set(key, value);
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}

export class InMemoryAuthnRequestStore implements AuthnRequestStore {
  readonly #requests: ExpiringSet<IssuedRequest>;

  constructor(now: () => number = Date.now) {
    this.#requests = new ExpiringSet(now);
  }

  save(id: string, request: IssuedRequest): Promise<void> {
    this.#requests.set(id, { ...request });
    return Promise.resolve();
  }

  peek(id: string): Promise<IssuedRequest | undefined> {
    const request = this.#requests.get(id);
    return Promise.resolve(request === undefined ? undefined : { ...request });
  }

  take(id: string): Promise<IssuedRequest | undefined> {
    const request = this.#requests.get(id);
    this.#requests.delete(id);
    return Promise.resolve(request);
  }
}

export class InMemoryReplayCache implements ReplayCache {
  readonly #seen: ExpiringSet<{ expiresAt: number }>;

  constructor(now: () => number = Date.now) {
    this.#seen = new ExpiringSet(now);
  }

  remember(key: string, expiresAt: number): Promise<boolean> {
    if (this.#seen.get(key) !== undefined) return Promise.resolve(false);
    this.#seen.set(key, { expiresAt });
    return Promise.resolve(true);
  }

  /** Entries held, expired ones not yet swept included (for tests). */
  get size(): number {
    return this.#seen.size;
  }
}
