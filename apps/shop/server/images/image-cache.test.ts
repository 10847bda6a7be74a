import { describe, expect, it } from "vitest";
import { ImageCache, type RenderedImage } from "./image-cache.ts";

const image = (bytes: number, etag = '"x"'): RenderedImage => ({
  bytes: new Uint8Array(bytes),
  etag,
});

describe("ImageCache", () => {
  it("renders a key once and then serves it from memory", async () => {
    const cache = new ImageCache(100);
    let renders = 0;
    const render = () => Promise.resolve((renders++, image(10)));
    await cache.get("a", render);
    await cache.get("a", render);
    expect(renders).toBe(1);
    expect(cache.size).toBe(10);
  });

  it("shares one render between concurrent callers", async () => {
    const cache = new ImageCache(100);
    let renders = 0;
    let finish: (value: RenderedImage) => void = () => {};
    const render = () => {
      renders++;
      return new Promise<RenderedImage>((resolve) => (finish = resolve));
    };
    const first = cache.get("a", render);
    const second = cache.get("a", render);
    finish(image(5));
    expect(await first).toBe(await second);
    expect(renders).toBe(1);
  });

  it("drops the least recently used entries past its byte budget", async () => {
    const cache = new ImageCache(30);
    const rendered: string[] = [];
    const get = (key: string) =>
      cache.get(key, () => (rendered.push(key), Promise.resolve(image(10))));
    await get("a");
    await get("b");
    await get("c");
    await get("a"); // a is now the most recent; b the least
    await get("d");
    expect(cache.size).toBe(30);
    await get("a");
    await get("c");
    await get("d");
    await get("b");
    expect(rendered).toEqual(["a", "b", "c", "d", "b"]);
  });

  it("does not keep what exceeds the whole budget, nor failures", async () => {
    const cache = new ImageCache(30);
    await cache.get("big", () => Promise.resolve(image(31)));
    expect(cache.size).toBe(0);
    await expect(cache.get("bad", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(cache.get("bad", () => Promise.resolve(image(3)))).resolves.toMatchObject({
      etag: '"x"',
    });
  });
});
