// The compare list in this browser (local storage, compareItems): one type at a time, and a
// second product picked by the server when the first is added (spec §4).
import type { Product } from "../../domain/catalogue/product.ts";
import {
  addToCompare,
  MAX_COMPARE,
  parseCompare,
  removeFromCompare,
  wantsCompanion,
  type CompareItem,
} from "../../domain/shopper-lists/compare-rules.ts";
import { showAlert } from "./list-alerts.ts";
import type { ListVoice } from "./list-voice.ts";
import { fetchCompareCompanion, fetchProducts } from "./product-data.ts";
import { readList, useStoredList, writeList } from "./stored-list.ts";

/** The compare list in local storage; `server`: what the server rendered from its cookie. */
export const useCompare = (server?: readonly CompareItem[]): readonly CompareItem[] =>
  useStoredList("compare", parseCompare, server);

const readCompare = () => readList("compare", parseCompare);

async function addCompanion(first: CompareItem, voice: ListVoice): Promise<void> {
  const companion = await fetchCompareCompanion(first.id);
  if (!companion) return;
  // The shopper may have changed the list meanwhile: only a list of just `first` gets one.
  const current = readCompare();
  if (wantsCompanion(current)?.id !== first.id) return;
  const result = addToCompare(current, companion, { picked: true });
  if (result.kind !== "added") return;
  writeList("compare", result.items);
  showAlert(voice.t("lists.compare.companion", { name: voice.name(companion.name) }));
}

export async function addProductToCompare(id: number, voice: ListVoice): Promise<void> {
  const { t } = voice;
  try {
    const [product] = await fetchProducts([id]);
    const result = addToCompare(readCompare(), product);
    switch (result.kind) {
      case "duplicate":
        return showAlert(t("lists.compare.duplicate"));
      case "full":
        return showAlert(t("lists.compare.full", { count: MAX_COMPARE }), "error");
      case "notInCatalogue":
        return showAlert(t("lists.notInCatalogue"), "error");
      case "added":
        break;
    }
    writeList("compare", result.items);
    showAlert(
      result.replaced && product
        ? t("lists.compare.replaced", { name: voice.name(product.name) })
        : t("lists.compare.added"),
    );
    const first = wantsCompanion(result.items);
    if (first) await addCompanion(first, voice);
  } catch {
    showAlert(t("lists.network"), "error");
  }
}

export function removeCompareItem(id: number, product: Product | undefined, voice: ListVoice) {
  const result = removeFromCompare(readCompare(), id);
  if (result.kind === "notFound") {
    showAlert(voice.t("lists.compare.notFound"), "error");
    return;
  }
  writeList("compare", result.items);
  if (product) showAlert(voice.t("lists.compare.removed", { name: voice.name(product.name) }));
}
