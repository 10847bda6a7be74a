// Saving which scooter models a part fits (issue 41) into the product's content, under the
// optimistic version like every product change: the change raises the catalogue's version,
// which writes the part's product_fitments rows again in the same transaction
// (catalogue-listing.ts), so "Passar modell" and Felkodsdoktorn follow at once. The audit entry
// holds the fitment before and after. `null` removes it.
import type { PartFitment } from "../../../domain/scooter-doctor/fitment.ts";
import type { ProductContent } from "../../catalogue/product-rows.ts";
import type { Actor } from "../audit/audit-log.ts";
import {
  changeProduct,
  claimVersion,
  productSubject,
  ProductChangeRefused,
  type ProductStoreContext,
  type Refusal,
} from "./product-change.ts";

export type FitmentRefusal = "conflict" | "not_found" | "not_a_part";
export type FitmentSaved =
  { ok: true; version: number; changed: boolean } | Refusal<FitmentRefusal>;

/** Only scooter parts fit scooters. */
export const takesFitment = (type: string): boolean => type === "scooter_part";

export function saveFitment(
  context: ProductStoreContext,
  actor: Actor,
  id: number,
  version: number,
  fitment: PartFitment | null,
): Promise<FitmentSaved> {
  return changeProduct<FitmentSaved, FitmentRefusal>(
    context,
    async (trx) => {
      const row = await trx
        .selectFrom("products")
        .select(["type", "version", "content"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) throw new ProductChangeRefused("not_found");
      if (Number(row.version) !== version) throw new ProductChangeRefused("conflict");
      if (!takesFitment(row.type)) throw new ProductChangeRefused("not_a_part");
      const content = JSON.parse(row.content) as ProductContent;
      const before = content.fitment ?? null;
      if (JSON.stringify(before) === JSON.stringify(fitment)) {
        return { ok: true, version, changed: false };
      }
      const { fitment: _old, ...rest } = content;
      const next: ProductContent = fitment ? { ...rest, fitment } : rest;
      const saved = await claimVersion(trx, id, version, { content: JSON.stringify(next) });
      await context.audit.record(
        trx,
        actor,
        {
          action: "product.fitment",
          ...productSubject(id),
          before: { fitment: before },
          after: { fitment },
        },
        context.clock(),
      );
      return { ok: true, version: saved, changed: true };
    },
    id,
  );
}
