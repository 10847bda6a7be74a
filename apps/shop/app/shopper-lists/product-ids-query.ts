// The query of GET /api/products: ?ids=1,2,3. Bogus ids are ignored (a list in local storage
// may hold anything); a missing or oversized query is refused with a clear message.
import { MAX_LIST_ENTRIES } from "../../domain/shopper-lists/stored-id.ts";

export type IdsQuery = { ok: true; ids: number[] } | { ok: false; message: string };

const ID = /^[1-9][0-9]{0,14}$/;

export function parseIdsQuery(params: URLSearchParams): IdsQuery {
  const raw = params.get("ids");
  if (raw === null) return { ok: false, message: "Ask for products as ?ids=1,2,3" };
  const parts = raw.split(",").filter((part) => part.trim() !== "");
  if (parts.length > MAX_LIST_ENTRIES) {
    return { ok: false, message: `At most ${MAX_LIST_ENTRIES} ids per request` };
  }
  const ids = new Set<number>();
  for (const part of parts) {
    const text = part.trim();
    if (!ID.test(text)) continue;
    const id = Number(text);
    if (Number.isSafeInteger(id)) ids.add(id);
  }
  return { ok: true, ids: [...ids] };
}

/** The id of ?id=… for one product, or undefined. */
export function parseSingleId(params: URLSearchParams): number | undefined {
  const text = params.get("id")?.trim() ?? "";
  if (!ID.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : undefined;
}
