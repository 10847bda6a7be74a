// Pictures uploaded in the admin (server/admin/products/product-pictures.ts), as the storefront's
// image route serves them: each is stored in the database in every width and format a product
// picture is asked for, so every instance of the shop has it. Their image ids start above any
// drawn picture's (those count 1, 2, 3 and one more per colour), so the URL tells which it is.
import type { Kysely } from "@kretsbutiken/database";
import type { ImageFormat, ImageWidth } from "../../domain/catalogue/product-images.ts";
import type { ShopDatabase } from "../database/schema.ts";

/** The first uploaded picture's image id; each upload takes the next, never reused. */
export const FIRST_UPLOADED_PICTURE_ID = 100;

export const isUploadedPictureId = (imageId: number): boolean =>
  imageId >= FIRST_UPLOADED_PICTURE_ID;

/** The bytes of an uploaded picture's file, or undefined (never uploaded, or removed). */
export type UploadedPictureReader = (
  productId: number,
  pictureId: number,
  width: ImageWidth,
  format: ImageFormat,
) => Promise<Uint8Array | undefined>;

export function createUploadedPictureReader(db: Kysely<ShopDatabase>): UploadedPictureReader {
  return async (productId, pictureId, width, format) => {
    const row = await db
      .selectFrom("product_picture_files")
      .innerJoin("product_pictures", (join) =>
        join
          .onRef("product_pictures.product_id", "=", "product_picture_files.product_id")
          .onRef("product_pictures.picture_id", "=", "product_picture_files.picture_id"),
      )
      .select("product_picture_files.bytes")
      .where("product_picture_files.product_id", "=", productId)
      .where("product_picture_files.picture_id", "=", pictureId)
      .where("product_picture_files.width", "=", width)
      .where("product_picture_files.format", "=", format)
      .where("product_pictures.removed_at", "is", null)
      .executeTakeFirst();
    return row ? new Uint8Array(row.bytes) : undefined;
  };
}
