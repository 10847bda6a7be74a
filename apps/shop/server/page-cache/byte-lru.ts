// A least-recently-used map bounded by entry count and by total bytes. An entry's bytes are
// counted when it is set and again when it says it `resized` (a page that gained a compressed
// copy), so the total is what the entries hold now.
export class ByteLru<V extends { bytes: number }> {
  readonly #entries = new Map<string, { value: V; counted: number }>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(maxEntries: number, maxBytes: number) {
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The bytes counted for every entry. */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    // Map keeps insertion order: moving the key to the end makes it the most recent.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    if (value.bytes > this.#maxBytes) return;
    this.#entries.set(key, { value, counted: value.bytes });
    this.#bytes += value.bytes;
    this.#evict();
  }

  /** `value`, kept under `key`, holds another number of bytes now; another value is left. */
  resized(key: string, value: V): void {
    const entry = this.#entries.get(key);
    if (entry?.value !== value) return;
    this.#bytes += value.bytes - entry.counted;
    entry.counted = value.bytes;
    this.#evict();
  }

  /** Drops every entry `drop` picks. */
  deleteWhere(drop: (value: V) => boolean): void {
    for (const [key, { value }] of this.#entries) if (drop(value)) this.delete(key);
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= entry.counted;
  }

  /** The oldest entries out until both bounds hold. */
  #evict(): void {
    for (const [oldest, { counted }] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= counted;
    }
  }
}
