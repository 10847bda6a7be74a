// The file part of a product image URL, parsed strictly: one spelling per file (no leading
// zeros, known widths and formats), so each cache key names one image.
import {
  IMAGE_WIDTHS,
  SPIN_FRAMES,
  type ImageFormat,
  type ImageWidth,
} from "../../domain/catalogue/product-images.ts";

export type ImageFile =
  | { kind: "image"; imageId: number; width: ImageWidth; format: ImageFormat }
  | { kind: "spin"; frame: number; width: ImageWidth; format: ImageFormat };

const FILE = /^(?:([1-9]\d{0,5})|spin-(0|[1-9]\d{0,2}))-([1-9]\d{1,3})\.(avif|webp)$/;
const PRODUCT_ID = /^[1-9]\d{0,14}$/;

/** "12-640.avif" or "spin-3-160.webp"; undefined for anything else. */
export function parseImageFile(file: string): ImageFile | undefined {
  const match = FILE.exec(file);
  if (!match) return undefined;
  const [, imageId, frame, widthText, format] = match;
  const width = Number(widthText);
  if (!isImageWidth(width)) return undefined;
  const imageFormat = format as ImageFormat;
  if (imageId !== undefined)
    return { kind: "image", imageId: Number(imageId), width, format: imageFormat };
  const spinFrame = Number(frame);
  return spinFrame < SPIN_FRAMES
    ? { kind: "spin", frame: spinFrame, width, format: imageFormat }
    : undefined;
}

export function parseProductId(text: string): number | undefined {
  return PRODUCT_ID.test(text) ? Number(text) : undefined;
}

function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}
