// GET /images/products/:id/:file: product pictures drawn on request (product-svg.ts), made
// into AVIF or WebP once and kept in memory. The file name says everything (image or spin
// frame, width, format), so responses are immutable; anything we cannot draw is a 404. Pictures
// uploaded in the admin (uploaded-pictures.ts) are served from the database under the same
// kind of name, with image ids of their own; a removed one is a 404 at once.
import { createHash } from "node:crypto";
import { Hono } from "hono";
import {
  imagePlans,
  spinColour,
  SPIN_FRAMES,
  type ImageFormat,
  type ImageSubject,
} from "../../domain/catalogue/product-images.ts";
import { ImageCache, type RenderedImage } from "./image-cache.ts";
import { parseImageFile, parseProductId, type ImageFile } from "./image-file.ts";
import { productSvg, type PictureRequest } from "./product-svg.ts";
import { renderImage } from "./render-image.ts";
import { isUploadedPictureId, type UploadedPictureReader } from "./uploaded-pictures.ts";

/** Finds what the pictures of a product depend on; undefined for an unknown product. */
export type ProductImageLookup = (id: number) => Promise<Omit<ImageSubject, "id"> | undefined>;

/** Draws one picture at a width and format. */
export type PictureRenderer = (
  picture: PictureRequest,
  width: number,
  format: ImageFormat,
) => Promise<Uint8Array>;

export interface ProductImageRouteOptions {
  render?: PictureRenderer;
  /** Budget of the in-memory cache of rendered files. */
  cacheBytes?: number;
  /** Pictures uploaded in the admin; without it, only drawn pictures are served. */
  uploaded?: UploadedPictureReader;
}

const CACHE_CONTROL = "public, max-age=31536000, immutable";
const CONTENT_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp" };
const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

const renderPicture: PictureRenderer = (picture, width, format) =>
  renderImage(productSvg(picture), width, format);

export function createProductImageRoutes(
  lookup: ProductImageLookup,
  {
    render = renderPicture,
    cacheBytes = DEFAULT_CACHE_BYTES,
    uploaded,
  }: ProductImageRouteOptions = {},
): Hono {
  const cache = new ImageCache(cacheBytes);
  const app = new Hono();

  app.get("/images/products/:id/:file", async (c) => {
    const id = parseProductId(c.req.param("id"));
    const file = parseImageFile(c.req.param("file"));
    if (id === undefined || file === undefined) return c.notFound();
    if (file.kind === "image" && isUploadedPictureId(file.imageId)) {
      const bytes = await uploaded?.(id, file.imageId, file.width, file.format);
      if (!bytes) return c.notFound();
      // Not kept in memory: the database has it, and a picture removed in the admin is gone.
      return answer(rendered(bytes), file.format);
    }
    const product = await lookup(id);
    const picture = product && pictureOf(product, file);
    if (!picture) return c.notFound();

    // Keyed by what is drawn, not by the URL: a renamed or recoloured product is drawn anew.
    const key = JSON.stringify([picture, file.width, file.format]);
    const image = await cache.get(key, async () =>
      rendered(await render(picture, file.width, file.format)),
    );
    return answer(image, file.format);

    function answer(image: RenderedImage, format: ImageFormat) {
      c.header("Cache-Control", CACHE_CONTROL);
      c.header("ETag", image.etag);
      if (matches(c.req.header("If-None-Match"), image.etag)) return c.body(null, 304);
      c.header("Content-Type", CONTENT_TYPES[format]);
      return c.body(image.bytes);
    }
  });
  app.get("/images/products/*", (c) => c.notFound());
  return app;
}

function pictureOf(product: Omit<ImageSubject, "id">, file: ImageFile): PictureRequest | undefined {
  const { type, name, colors } = product;
  if (file.kind === "spin") {
    const angle = (file.frame * 360) / SPIN_FRAMES;
    return { type, name, color: spinColour(colors), pose: { angle } };
  }
  const plan = imagePlans(colors).find((candidate) => candidate.imageId === file.imageId);
  return plan && { type, name, color: plan.color, pose: { view: plan.view } };
}

function rendered(bytes: Uint8Array): RenderedImage {
  const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 22);
  return { bytes: new Uint8Array(bytes), etag: `"${hash}"` };
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return (
    ifNoneMatch.trim() === "*" ||
    ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)
  );
}
