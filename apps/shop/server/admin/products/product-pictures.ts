// Pictures uploaded in the admin: resized to the storefront's sizes (server/images/
// picture-resize.ts) before the transaction, then stored with the product's gallery remade
// (product-gallery.ts), under the optimistic version. A picture's id is the next after every
// picture the product ever had, so a file once served (and cached by browsers for a year) never
// changes. Removing one keeps its row (the id stays taken) and deletes its files.
import type { ProductType } from "../../../domain/catalogue/product.ts";
import type { ProductContent } from "../../catalogue/product-rows.ts";
import { resizePicture } from "../../images/picture-resize.ts";
import { FIRST_UPLOADED_PICTURE_ID } from "../../images/uploaded-pictures.ts";
import type { Actor } from "../audit/audit-log.ts";
import {
  changeProduct,
  claimVersion,
  productSubject,
  ProductChangeRefused,
  type ProductStoreContext,
  type Refusal,
  type Trx,
} from "./product-change.ts";
import { shownPictureIds } from "./product-details.ts";
import { productGallery } from "./product-gallery.ts";

export type PictureRefusal = "conflict" | "not_found" | "not_image";
export type PictureAdded =
  { ok: true; version: number; pictureId: number } | Refusal<PictureRefusal>;
export type PictureRemoved = { ok: true; version: number } | Refusal<"conflict" | "not_found">;

/** Remakes content.images from the pictures now shown. */
async function remakeGallery(trx: Trx, id: number): Promise<void> {
  const row = await trx
    .selectFrom("products")
    .select(["type", "content"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const content = JSON.parse(row.content) as ProductContent;
  content.images = productGallery(
    { id, type: row.type as ProductType, colors: content.colors, name: content.name },
    await shownPictureIds(trx, id),
  );
  await trx
    .updateTable("products")
    .set({ content: JSON.stringify(content) })
    .where("id", "=", id)
    .execute();
}

export async function addPicture(
  context: ProductStoreContext,
  actor: Actor,
  id: number,
  version: number,
  upload: Uint8Array,
): Promise<PictureAdded> {
  const resized = await resizePicture(upload);
  if (!resized.ok) return { ok: false, reason: "not_image" };
  return changeProduct<PictureAdded, PictureRefusal>(
    context,
    async (trx) => {
      const saved = await claimVersion(trx, id, version);
      const last = await trx
        .selectFrom("product_pictures")
        .select((eb) => eb.fn.max("picture_id").as("last"))
        .where("product_id", "=", id)
        .executeTakeFirst();
      const pictureId = Math.max(FIRST_UPLOADED_PICTURE_ID, Number(last?.last ?? 0) + 1);
      const at = context.clock();
      await trx
        .insertInto("product_pictures")
        .values({
          product_id: id,
          picture_id: pictureId,
          uploaded_at: at.toISOString(),
          uploaded_by: actor.email,
          removed_at: null,
        })
        .execute();
      await trx
        .insertInto("product_picture_files")
        .values(
          resized.files.map((file) => ({
            product_id: id,
            picture_id: pictureId,
            width: file.width,
            format: file.format,
            bytes: file.bytes,
          })),
        )
        .execute();
      await remakeGallery(trx, id);
      await context.audit.record(
        trx,
        actor,
        {
          action: "product.picture.add",
          ...productSubject(id),
          after: { picture: `/images/products/${id}/${pictureId}` },
        },
        at,
      );
      return { ok: true, version: saved, pictureId };
    },
    id,
  );
}

export function removePicture(
  context: ProductStoreContext,
  actor: Actor,
  id: number,
  version: number,
  pictureId: number,
): Promise<PictureRemoved> {
  return changeProduct<PictureRemoved, "conflict" | "not_found">(
    context,
    async (trx) => {
      const saved = await claimVersion(trx, id, version);
      const at = context.clock();
      const removed = await trx
        .updateTable("product_pictures")
        .set({ removed_at: at.toISOString() })
        .where("product_id", "=", id)
        .where("picture_id", "=", pictureId)
        .where("removed_at", "is", null)
        .executeTakeFirst();
      if (removed.numUpdatedRows !== 1n) throw new ProductChangeRefused("not_found");
      await trx
        .deleteFrom("product_picture_files")
        .where("product_id", "=", id)
        .where("picture_id", "=", pictureId)
        .execute();
      await remakeGallery(trx, id);
      await context.audit.record(
        trx,
        actor,
        {
          action: "product.picture.remove",
          ...productSubject(id),
          before: { picture: `/images/products/${id}/${pictureId}` },
        },
        at,
      );
      return { ok: true, version: saved };
    },
    id,
  );
}
