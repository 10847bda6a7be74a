// An uploaded picture made into the storefront's product picture files (README "Product
// images"): square, in every width of IMAGE_WIDTHS, as AVIF and WebP. The whole picture is kept
// (fitted inside the square, the rest transparent), turned as its EXIF orientation says, and
// stripped of its metadata (a phone's photo carries where it was taken). Anything sharp cannot
// read as a JPEG, PNG, WebP or AVIF picture is refused, as is a picture of absurd size.
import sharp from "sharp";
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  type ImageFormat,
  type ImageWidth,
} from "../../domain/catalogue/product-images.ts";

export interface PictureFile {
  width: ImageWidth;
  format: ImageFormat;
  bytes: Uint8Array;
}

export type ResizedPicture =
  { ok: true; files: PictureFile[] } | { ok: false; problem: "not_image" };

/** sharp's names of the formats taken ("heif" is how it reads AVIF). */
const ACCEPTED = new Set(["jpeg", "png", "webp", "heif"]);
/** Refuses a decompression bomb before it is decoded: 50 megapixels is more than any camera. */
const MAX_INPUT_PIXELS = 50_000_000;
const AVIF = { quality: 60, effort: 2 } as const;
const WEBP = { quality: 82, effort: 4 } as const;
const TRANSPARENT = { r: 255, g: 255, b: 255, alpha: 0 };
const LARGEST = Math.max(...IMAGE_WIDTHS);

export async function resizePicture(input: Uint8Array): Promise<ResizedPicture> {
  let master: Buffer;
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const meta = await source.metadata();
    if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) {
      return { ok: false, problem: "not_image" };
    }
    // Decoded, turned upright and fitted into the largest square once; every size comes from it.
    master = await source
      .rotate()
      .resize(LARGEST, LARGEST, { fit: "contain", background: TRANSPARENT })
      .png()
      .toBuffer();
  } catch {
    return { ok: false, problem: "not_image" };
  }
  const files = await Promise.all(
    IMAGE_WIDTHS.flatMap((width) =>
      IMAGE_FORMATS.map(async (format): Promise<PictureFile> => {
        const sized = sharp(master).resize(width, width);
        const bytes =
          format === "avif" ? await sized.avif(AVIF).toBuffer() : await sized.webp(WEBP).toBuffer();
        return { width, format, bytes: new Uint8Array(bytes) };
      }),
    ),
  );
  return { ok: true, files };
}
