// The photos a shopper adds to a complaint: only JPEG, PNG and WebP, told by the file's first
// bytes (its "magic"), never by its name or the type the browser claims, so a renamed file of
// any other kind is refused. At most MAX_PHOTOS, each at most MAX_PHOTO_BYTES (the page may
// state a smaller limit when the shop's door lets less through: SHOP_BODY_LIMIT_KB).

export const MAX_PHOTOS = 4;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export type PhotoType = "image/jpeg" | "image/png" | "image/webp";

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** The picture type these bytes are, or undefined for anything else. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | undefined {
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "image/webp";
  return undefined;
}

export const isPhotoType = (text: string): text is PhotoType =>
  text === "image/jpeg" || text === "image/png" || text === "image/webp";

export type PhotoRefusal = "photo_type" | "photo_size" | "photo_count";

/** Why these files cannot be a complaint's photos, or undefined when they can. */
export function checkPhotos(
  photos: readonly Uint8Array[],
  maxBytes: number = MAX_PHOTO_BYTES,
): PhotoRefusal | undefined {
  if (photos.length > MAX_PHOTOS) return "photo_count";
  if (photos.some((photo) => photo.length > maxBytes)) return "photo_size";
  if (photos.some((photo) => photoTypeOf(photo) === undefined)) return "photo_type";
  return undefined;
}
