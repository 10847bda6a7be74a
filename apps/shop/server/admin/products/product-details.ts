// Saving what a product's page says (names, descriptions, specifications, manufacturer, the
// category pages that list it) and whether it is shown at all, under the optimistic version:
// a save made from a page read before someone else's save is refused and changes nothing. The
// audit entry holds the fields that changed, before and after.
import type { ProductDetailsInput } from "../../../domain/catalogue/product-input.ts";
import type { ProductType } from "../../../domain/catalogue/product.ts";
import type { ProductContent } from "../../catalogue/product-rows.ts";
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
import { productGallery } from "./product-gallery.ts";

export type SaveRefusal = "conflict" | "not_found";
export type Saved = { ok: true; version: number; changed: boolean } | Refusal<SaveRefusal>;

type Fields = Record<string, unknown>;

function detailFields(content: ProductContent, categoryPaths: readonly string[]): Fields {
  return {
    name_se: content.name.se,
    name_en: content.name.en,
    description_se: content.description.se,
    description_en: content.description.en,
    manufacturer: content.manufacturer,
    manufacturer_address: content.manufacturerAddress,
    categories: [...categoryPaths],
    specifications: content.specifications.map(
      (row) => `${row.label.se} / ${row.label.en}: ${row.value.se} / ${row.value.en}`,
    ),
  };
}

/** The fields whose values differ, as they were and as they are. */
function difference(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const changed = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

/** The product's row at `version`, or the refusal. */
async function productAt(trx: Trx, id: number, version: number) {
  const row = await trx.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new ProductChangeRefused("not_found");
  if (Number(row.version) !== version) throw new ProductChangeRefused("conflict");
  return row;
}

/** The ids of the product's uploaded pictures still shown. */
export async function shownPictureIds(trx: Trx, id: number): Promise<number[]> {
  const rows = await trx
    .selectFrom("product_pictures")
    .select("picture_id")
    .where("product_id", "=", id)
    .where("removed_at", "is", null)
    .execute();
  return rows.map((row) => Number(row.picture_id));
}

export function saveDetails(
  context: ProductStoreContext,
  actor: Actor,
  id: number,
  version: number,
  input: ProductDetailsInput,
): Promise<Saved> {
  return changeProduct<Saved, SaveRefusal>(
    context,
    async (trx) => {
      const row = await productAt(trx, id, version);
      const content = JSON.parse(row.content) as ProductContent;
      const categories = await trx
        .selectFrom("product_categories")
        .select("path")
        .where("product_id", "=", id)
        .orderBy("path")
        .execute();
      const next: ProductContent = {
        ...content,
        name: input.name,
        description: input.description,
        manufacturer: input.manufacturer,
        manufacturerAddress: input.manufacturerAddress,
        specifications: input.specifications,
      };
      next.images = productGallery(
        { id, type: row.type as ProductType, colors: content.colors, name: next.name },
        await shownPictureIds(trx, id),
      );
      const change = difference(
        detailFields(
          content,
          categories.map((category) => category.path),
        ),
        detailFields(next, input.categoryPaths),
      );
      if (Object.keys(change.after).length === 0) return { ok: true, version, changed: false };
      const saved = await claimVersion(trx, id, version, { content: JSON.stringify(next) });
      if ("categories" in change.after) {
        await trx.deleteFrom("product_categories").where("product_id", "=", id).execute();
        if (input.categoryPaths.length > 0) {
          await trx
            .insertInto("product_categories")
            .values(input.categoryPaths.map((path) => ({ product_id: id, path })))
            .execute();
        }
      }
      await context.audit.record(
        trx,
        actor,
        { action: "product.update", ...productSubject(id), ...change },
        context.clock(),
      );
      return { ok: true, version: saved, changed: true };
    },
    id,
  );
}

export function setPublished(
  context: ProductStoreContext,
  actor: Actor,
  id: number,
  version: number,
  published: boolean,
): Promise<Saved> {
  return changeProduct<Saved, SaveRefusal>(
    context,
    async (trx) => {
      const row = await productAt(trx, id, version);
      const was = Number(row.published) === 1;
      if (was === published) return { ok: true, version, changed: false };
      const saved = await claimVersion(trx, id, version, { published: published ? 1 : 0 });
      await context.audit.record(
        trx,
        actor,
        {
          action: published ? "product.publish" : "product.unpublish",
          ...productSubject(id),
          before: { published: was },
          after: { published },
        },
        context.clock(),
      );
      return { ok: true, version: saved, changed: true };
    },
    id,
  );
}
