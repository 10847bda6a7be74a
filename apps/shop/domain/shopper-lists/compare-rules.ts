// The compare list's rules (spec §4): products of one type at a time, meant for two. Each
// entry keeps its type so the rule needs no server round trip; names, prices and
// specifications come from the server when the list is shown.
import { isProductType, type Product, type ProductType } from "../catalogue/product.ts";
import { asRecord, isStoredId } from "./stored-id.ts";

export interface CompareItem {
  id: number;
  type: ProductType;
  /**
   * The shop picked it to go beside the first (spec §4), the shopper did not: the next product
   * of its type the shopper adds takes its place.
   */
  picked?: true;
}

/**
 * Spec §4: the list is meant for two, side by side; a list kept from before holds its first
 * two, and a third of the same type waits until one is removed.
 */
export const MAX_COMPARE = 2;

export function parseCompare(stored: unknown): CompareItem[] {
  if (!Array.isArray(stored)) return [];
  const items: CompareItem[] = [];
  for (const entry of stored) {
    const record = asRecord(entry);
    if (!record || !isStoredId(record.id)) continue;
    if (!isProductType(record.type)) continue;
    if (items.some((item) => item.id === record.id)) continue;
    // One type at a time: entries of another type than the first are left out.
    if (items[0] && items[0].type !== record.type) continue;
    items.push(
      record.picked === true
        ? { id: record.id, type: record.type, picked: true }
        : { id: record.id, type: record.type },
    );
    if (items.length === MAX_COMPARE) break;
  }
  return items;
}

export type AddToCompareResult =
  | { kind: "added"; items: CompareItem[]; replaced: boolean }
  | { kind: "duplicate" | "notInCatalogue" | "full" };

/**
 * Adds a product (`picked`: the shop's pick for the first, see wantsCompanion). A product of
 * another type than the list's empties the list first (`replaced`). In a full list of the same
 * type it takes the place of the shop's pick; two products the shopper chose stay, and the
 * list takes nothing more.
 */
export function addToCompare(
  items: readonly CompareItem[],
  product: Pick<Product, "id" | "type"> | undefined,
  { picked = false }: { picked?: boolean } = {},
): AddToCompareResult {
  if (!product) return { kind: "notInCatalogue" };
  if (items.some((item) => item.id === product.id)) return { kind: "duplicate" };
  const entry: CompareItem = picked
    ? { id: product.id, type: product.type, picked: true }
    : { id: product.id, type: product.type };
  const current = items[0];
  if (current && current.type !== product.type) {
    return { kind: "added", items: [entry], replaced: true };
  }
  const chosen = items.length < MAX_COMPARE ? items : items.filter((item) => !item.picked);
  if (chosen.length >= MAX_COMPARE) return { kind: "full" };
  return { kind: "added", items: [...chosen, entry], replaced: false };
}

/** Spec §4: a list with one product gets a second of the same type picked for it. */
export function wantsCompanion(items: readonly CompareItem[]): CompareItem | undefined {
  return items.length === 1 ? items[0] : undefined;
}

export type RemoveFromCompareResult =
  { kind: "removed"; items: CompareItem[] } | { kind: "notFound" };

export function removeFromCompare(
  items: readonly CompareItem[],
  id: number,
): RemoveFromCompareResult {
  if (!items.some((item) => item.id === id)) return { kind: "notFound" };
  return { kind: "removed", items: items.filter((item) => item.id !== id) };
}

/**
 * The product picked to go beside `first`: the best-selling other product of its type that is
 * on sale; undefined when there is none.
 */
export function pickCompanion<
  P extends Pick<Product, "id" | "type" | "available" | "totalPurchases">,
>(first: Pick<Product, "id" | "type">, candidates: readonly P[]): P | undefined {
  let best: P | undefined;
  for (const candidate of candidates) {
    if (candidate.id === first.id || candidate.type !== first.type || !candidate.available) {
      continue;
    }
    if (!best || candidate.totalPurchases > best.totalPurchases) best = candidate;
  }
  return best;
}
