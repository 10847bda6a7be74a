// Rendered images, least recently used first out once their bytes pass the budget, plus the
// renders under way, so two requests for the same file render it once.

export interface RenderedImage {
  bytes: Uint8Array<ArrayBuffer>;
  /** A strong validator of `bytes`, quoted as the ETag header wants it. */
  etag: string;
}

export class ImageCache {
  readonly #maxBytes: number;
  readonly #entries = new Map<string, RenderedImage>();
  readonly #pending = new Map<string, Promise<RenderedImage>>();
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  /** Bytes held now. */
  get size(): number {
    return this.#bytes;
  }

  /** The cached bytes of `key`, or those `render` makes; concurrent callers share one render. */
  get(key: string, render: () => Promise<RenderedImage>): Promise<RenderedImage> {
    const cached = this.#entries.get(key);
    if (cached) {
      this.#entries.delete(key);
      this.#entries.set(key, cached);
      return Promise.resolve(cached);
    }
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const rendering = render()
      .then((image) => {
        this.#store(key, image);
        return image;
      })
      .finally(() => this.#pending.delete(key));
    this.#pending.set(key, rendering);
    return rendering;
  }

  #store(key: string, image: RenderedImage): void {
    if (image.bytes.byteLength > this.#maxBytes) return;
    this.#entries.set(key, image);
    this.#bytes += image.bytes.byteLength;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.bytes.byteLength;
    }
  }
}
