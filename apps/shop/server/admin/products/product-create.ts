// Creating a product in the admin: its row (hidden from the shop until it is published, so its
// texts and pictures can be finished first), its first price from now and its stock, in one
// transaction with the audit entry. The id is the next after the highest; SKU and slug must be
// new, and are told apart from a race on the id (which is simply retried).
import { isUniqueViolation } from "@kretsbutiken/database";
import type { NewProductInput } from "../../../domain/catalogue/product-input.ts";
import { toProductRow } from "../../catalogue/product-rows.ts";
import type { Actor } from "../audit/audit-log.ts";
import {
  changeProduct,
  productSubject,
  type ProductStoreContext,
  type Refusal,
} from "./product-change.ts";
import { newProduct } from "./new-product-content.ts";

export type CreateRefusal = "sku_taken" | "slug_taken";
export type Created = { ok: true; id: number } | Refusal<CreateRefusal>;

const ATTEMPTS = 5;

async function taken(
  context: ProductStoreContext,
  input: NewProductInput,
): Promise<CreateRefusal | undefined> {
  const row = await context.db
    .selectFrom("products")
    .select(["sku", "slug"])
    .where((eb) => eb.or([eb("sku", "=", input.sku), eb("slug", "=", input.slug)]))
    .executeTakeFirst();
  if (!row) return undefined;
  return row.sku === input.sku ? "sku_taken" : "slug_taken";
}

export async function createProduct(
  context: ProductStoreContext,
  actor: Actor,
  input: NewProductInput,
): Promise<Created> {
  for (let attempt = 1; ; attempt += 1) {
    const clash = await taken(context, input);
    if (clash) return { ok: false, reason: clash };
    try {
      return await changeProduct<Created, CreateRefusal>(
        context,
        async (trx) => {
          const last = await trx
            .selectFrom("products")
            .select((eb) => eb.fn.max("id").as("last"))
            .executeTakeFirst();
          const id = Number(last?.last ?? 0) + 1;
          const at = context.clock();
          await trx
            .insertInto("products")
            .values({ ...toProductRow(newProduct(id, input, at)), published: 0 })
            .execute();
          await trx
            .insertInto("product_prices")
            .values({ product_id: id, starts_at: at.toISOString(), price: input.price })
            .execute();
          await context.audit.record(
            trx,
            actor,
            {
              action: "product.create",
              ...productSubject(id),
              after: {
                sku: input.sku,
                slug: input.slug,
                type: input.type,
                brand: input.brand,
                name_se: input.name.se,
                name_en: input.name.en,
                price: input.price,
                in_stock: input.inStock,
                published: false,
              },
            },
            at,
          );
          return { ok: true, id };
        },
        (done) => (done.ok ? done.id : 0),
      );
    } catch (error) {
      // Someone took the same id, SKU or slug at the same moment: look again.
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}
