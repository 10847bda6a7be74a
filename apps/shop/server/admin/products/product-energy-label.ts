// Saving a phone's or tablet's energy label (domain/catalogue/energy-label.ts) into the
// product's content, under the optimistic version like every product change: the storefront's
// cache and kept pages learn of it by the catalogue's version (product-change.ts), and the
// audit entry holds the label before and after. `null` removes the label.
import { takesEnergyLabel, type EnergyLabel } from "../../../domain/catalogue/energy-label.ts";
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
} from "./product-change.ts";

export type EnergyLabelRefusal = "conflict" | "not_found" | "not_labelled";
export type EnergyLabelSaved =
  { ok: true; version: number; changed: boolean } | Refusal<EnergyLabelRefusal>;

export function saveEnergyLabel(
  context: ProductStoreContext,
  actor: Actor,
  id: number,
  version: number,
  label: EnergyLabel | null,
): Promise<EnergyLabelSaved> {
  return changeProduct<EnergyLabelSaved, EnergyLabelRefusal>(
    context,
    async (trx) => {
      const row = await trx
        .selectFrom("products")
        .select(["type", "version", "content"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) throw new ProductChangeRefused("not_found");
      if (Number(row.version) !== version) throw new ProductChangeRefused("conflict");
      if (!takesEnergyLabel(row.type as ProductType))
        throw new ProductChangeRefused("not_labelled");
      const content = JSON.parse(row.content) as ProductContent;
      const before = content.energyLabel ?? null;
      if (JSON.stringify(before) === JSON.stringify(label)) {
        return { ok: true, version, changed: false };
      }
      const { energyLabel: _old, ...rest } = content;
      const next: ProductContent = label ? { ...rest, energyLabel: label } : rest;
      const saved = await claimVersion(trx, id, version, { content: JSON.stringify(next) });
      await context.audit.record(
        trx,
        actor,
        {
          action: "product.energy_label",
          ...productSubject(id),
          before: { energy_label: before },
          after: { energy_label: label },
        },
        context.clock(),
      );
      return { ok: true, version: saved, changed: true };
    },
    id,
  );
}
