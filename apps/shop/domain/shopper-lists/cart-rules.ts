// The cart's rules (spec §4), as pure functions over what local storage keeps: product id,
// quantity and the chosen colour or size. Products passed in are the server's current data.
import type { Product } from "../catalogue/product.ts";
import { stockLevel } from "../catalogue/stock-level.ts";
import { asRecord, isStoredId, MAX_LIST_ENTRIES } from "./stored-id.ts";

export interface CartOption {
  color?: string;
  size?: string;
}

export interface CartItem extends CartOption {
  id: number;
  quantity: number;
}

export type CartProduct = Pick<Product, "id" | "available" | "inStock" | "colors" | "sizeoption">;

/** One line per product and option: the same phone in black and in blue are two lines. */
export function lineKey(item: Pick<CartItem, "id" | "color" | "size">): string {
  return `${item.id}|${item.color ?? ""}|${item.size ?? ""}`;
}

function optionText(value: unknown): string | undefined {
  return typeof value === "string" && value.length > 0 && value.length <= 40 ? value : undefined;
}

/** A whole number of items, one or more (Number.isSafeInteger refuses every non-number). */
function isQuantity(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 1;
}

/** Stored text to cart lines: malformed entries are dropped, repeated lines merged. */
export function parseCart(stored: unknown): CartItem[] {
  if (!Array.isArray(stored)) return [];
  const lines = new Map<string, CartItem>();
  for (const entry of stored.slice(0, MAX_LIST_ENTRIES)) {
    const record = asRecord(entry);
    if (!record || !isStoredId(record.id)) continue;
    const quantity = record.quantity;
    if (!isQuantity(quantity)) continue;
    const item: CartItem = { id: record.id, quantity };
    const color = optionText(record.color);
    const size = optionText(record.size);
    if (color !== undefined) item.color = color;
    if (size !== undefined) item.size = size;
    const key = lineKey(item);
    const existing = lines.get(key);
    lines.set(key, existing ? { ...existing, quantity: existing.quantity + quantity } : item);
  }
  return [...lines.values()];
}

/** How many units of a product the cart holds over all its lines. */
export function quantityOf(items: readonly CartItem[], id: number): number {
  return items.reduce((sum, item) => (item.id === id ? sum + item.quantity : sum), 0);
}

/** Units in the cart, as the header counts them. */
export function cartUnits(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Keeps only the options the product offers. */
function validOption(product: CartProduct, option: CartOption): CartOption {
  const picked: CartOption = {};
  if (option.color && product.colors.includes(option.color)) picked.color = option.color;
  if (option.size && product.sizeoption.includes(option.size)) picked.size = option.size;
  return picked;
}

export type AddToCartResult =
  | { kind: "added" | "increased"; items: CartItem[]; quantity: number }
  | { kind: "capped"; items: CartItem[]; quantity: number; inStock: number }
  | { kind: "notInCatalogue" }
  | { kind: "soldOut" | "discontinued" }
  | { kind: "allInCart"; inStock: number }
  | { kind: "cartFull" };

/**
 * Puts `quantity` of a product in the cart. A product already there (same option) gets the
 * quantity added; the cart never holds more than the stock; an unknown, sold-out or
 * discontinued product changes nothing.
 */
export function addToCart(
  items: readonly CartItem[],
  product: CartProduct | undefined,
  quantity = 1,
  option: CartOption = {},
): AddToCartResult {
  if (!product) return { kind: "notInCatalogue" };
  const level = stockLevel(product);
  if (level === "discontinued" || level === "soldOut") return { kind: level };
  const wanted = Math.max(1, Math.floor(quantity));
  const room = product.inStock - quantityOf(items, product.id);
  if (room <= 0) return { kind: "allInCart", inStock: product.inStock };
  const adding = Math.min(wanted, room);
  const key = lineKey({ id: product.id, ...validOption(product, option) });
  const existing = items.find((item) => lineKey(item) === key);
  if (!existing && items.length >= MAX_LIST_ENTRIES) return { kind: "cartFull" };
  const line: CartItem = existing
    ? { ...existing, quantity: existing.quantity + adding }
    : { id: product.id, ...validOption(product, option), quantity: adding };
  const next = existing
    ? items.map((item) => (lineKey(item) === key ? line : item))
    : [...items, line];
  if (adding < wanted) {
    return { kind: "capped", items: next, quantity: line.quantity, inStock: product.inStock };
  }
  return { kind: existing ? "increased" : "added", items: next, quantity: line.quantity };
}

/** The most a line may hold: the stock less what the product's other lines hold. */
export function lineLimit(items: readonly CartItem[], key: string, product: CartProduct): number {
  const others = items
    .filter((item) => item.id === product.id && lineKey(item) !== key)
    .reduce((sum, item) => sum + item.quantity, 0);
  return Math.max(0, product.inStock - others);
}

/** Sets a line's quantity, between 1 and its limit; `capped` says the wish was cut down. */
export function setQuantity(
  items: readonly CartItem[],
  key: string,
  quantity: number,
  product: CartProduct,
): { items: CartItem[]; quantity: number; capped: boolean } {
  const limit = lineLimit(items, key, product);
  const wanted = Number.isFinite(quantity) ? Math.max(1, Math.floor(quantity)) : 1;
  const next = Math.min(wanted, Math.max(1, limit));
  return {
    items: items.map((item) => (lineKey(item) === key ? { ...item, quantity: next } : item)),
    quantity: next,
    capped: wanted > next,
  };
}

export function removeFromCart(items: readonly CartItem[], key: string): CartItem[] {
  return items.filter((item) => lineKey(item) !== key);
}

export type CartChange =
  { kind: "clamped"; id: number; quantity: number } | { kind: "removed"; id: number };

/**
 * Brings the cart in line with the server's products: lines of products that are gone, sold
 * out or discontinued are removed, quantities above the stock are lowered.
 */
export function reconcileCart(
  items: readonly CartItem[],
  products: ReadonlyMap<number, CartProduct>,
): { items: CartItem[]; changes: CartChange[] } {
  const changes: CartChange[] = [];
  const kept: CartItem[] = [];
  const used = new Map<number, number>();
  for (const item of items) {
    const product = products.get(item.id);
    // Gone or discontinued: no room; sold out: its stock is 0 or less, so no room either.
    const room = product?.available ? product.inStock - (used.get(item.id) ?? 0) : 0;
    if (room <= 0) {
      changes.push({ kind: "removed", id: item.id });
      continue;
    }
    const quantity = Math.min(item.quantity, room);
    if (quantity < item.quantity) changes.push({ kind: "clamped", id: item.id, quantity });
    used.set(item.id, (used.get(item.id) ?? 0) + quantity);
    kept.push({ ...item, quantity });
  }
  return { items: kept, changes };
}
