// How every admin change of a product is made (README "Admin" → "Products, prices and stock"):
// in one transaction with its audit entry and a raise of the catalogue's version, so the change,
// its record and every instance's cache learning of it are one. After the commit this instance's
// cache is told at once (the storefront shows the change on the next page). A change refused on
// the way (someone else saved first, the product is gone) rolls back whole and is answered as a
// value.
import {
  atomically,
  sql,
  type Kysely,
  type Transaction,
  type Updateable,
} from "@kretsbutiken/database";
import { bumpCatalogueVersion } from "../../catalogue/catalogue-version.ts";
import type { ProductsTable, ShopDatabase } from "../../database/schema.ts";
import type { AuditLog } from "../audit/audit-log.ts";
import { ShopError } from "../../../domain/shop-error.ts";

export interface ProductStoreContext {
  db: Kysely<ShopDatabase>;
  audit: AuditLog;
  clock: () => Date;
  /** Called after every committed change: this instance's catalogue cache reloads at once. */
  changed: () => void;
}

export type Trx = Transaction<ShopDatabase>;

/** Why a change was not made. */
export type Refusal<R extends string> = { ok: false; reason: R };

/** Thrown inside a change to roll it back and answer `reason` (and `details`, if any). */
export class ProductChangeRefused<
  R extends string = string,
> extends ShopError<"PRODUCT_CHANGE_REFUSED"> {
  readonly reason: R;
  readonly details: Record<string, unknown>;
  constructor(reason: R, details: Record<string, unknown> = {}) {
    super("PRODUCT_CHANGE_REFUSED", `refused: ${reason}`);
    this.reason = reason;
    this.details = details;
  }
}

export async function changeProduct<T, R extends string>(
  { db, changed, clock }: ProductStoreContext,
  work: (trx: Trx) => Promise<T>,
  /** The product changed: its id, or where the result holds it (a product just created). */
  productId: number | ((done: T) => number),
): Promise<T | Refusal<R>> {
  try {
    const result = await atomically(db, async (trx) => {
      const done = await work(trx);
      // Last, so the version's row lock is held only until the commit (catalogue-version.ts).
      await bumpCatalogueVersion(
        trx,
        [typeof productId === "number" ? productId : productId(done)],
        clock().toISOString(),
      );
      return done;
    });
    changed();
    return result;
  } catch (error) {
    if (error instanceof ProductChangeRefused) {
      const refusal: Refusal<R> = { ...error.details, ok: false, reason: error.reason as R };
      return refusal;
    }
    throw error;
  }
}

/**
 * The optimistic version: raises the product's version (and sets `set`) only if it is still the
 * one the staff member's page showed. Under concurrent saves the database decides: the second
 * update waits for the first's commit, then finds another version and changes nothing.
 */
export async function claimVersion(
  trx: Trx,
  id: number,
  version: number,
  set: Updateable<ProductsTable> = {},
): Promise<number> {
  const claimed = await trx
    .updateTable("products")
    .set({ ...set, version: sql<number>`version + 1` })
    .where("id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 1n) return version + 1;
  const exists = await trx
    .selectFrom("products")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  throw new ProductChangeRefused(exists ? "conflict" : "not_found");
}

/** The audit log's subject for a product. */
export const productSubject = (id: number) => ({ subjectType: "product", subjectId: String(id) });
