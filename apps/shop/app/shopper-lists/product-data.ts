// The server's current data for products the lists hold only as ids (GET /api/products).
// Prices, stock and names are never taken from local storage.
import { useEffect, useRef, useState } from "react";
import type { Product } from "../../domain/catalogue/product.ts";

const TIMEOUT_MS = 10_000;

/** Requests under way, so the header and a page asking for the same ids share one. */
const pending = new Map<string, Promise<Product[]>>();

function idsKey(ids: readonly number[]): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(",");
}

/** Fetches products by id; unknown ids are simply missing. Rejects on network or HTTP failure. */
export function fetchProducts(ids: readonly number[]): Promise<Product[]> {
  const key = idsKey(ids);
  if (key === "") return Promise.resolve([]);
  const known = pending.get(key);
  if (known) return known;
  const request = fetch(`/api/products?ids=${key}`, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { Accept: "application/json" },
  })
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`);
      const body = (await response.json()) as { products: Product[] };
      return body.products;
    })
    .finally(() => pending.delete(key));
  pending.set(key, request);
  return request;
}

/** The best-selling other product of the same type, or null (GET /api/compare-companion). */
export async function fetchCompareCompanion(id: number): Promise<Product | null> {
  const response = await fetch(`/api/compare-companion?id=${id}`, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`GET /api/compare-companion answered ${response.status}`);
  return ((await response.json()) as { product: Product | null }).product;
}

export interface ProductData {
  /** Products by id, as the server last answered. */
  products: ReadonlyMap<number, Product>;
  /** "ready" once the server has answered for exactly these ids. */
  status: "loading" | "ready" | "error";
}

interface Loaded {
  key: string;
  products: ReadonlyMap<number, Product>;
  failed: boolean;
}

const NONE: ReadonlyMap<number, Product> = new Map();

/** Products the server already answered with for these ids (rendered into the page). */
export interface ServerProducts {
  ids: readonly number[];
  products: readonly Product[];
}

function loadedFrom(server: ServerProducts | undefined): Loaded {
  if (!server) return { key: "", products: NONE, failed: false };
  const products = new Map(server.products.map((product) => [product.id, product]));
  return { key: idsKey(server.ids), products, failed: false };
}

/**
 * The products behind a list's ids, fetched whenever the set of ids changes. While a new
 * answer is on its way the last one stays, so nothing flickers. `server`: the answer the page
 * came with; it stands for its ids, which are then not fetched again.
 */
export function useProductData(ids: readonly number[], server?: ServerProducts): ProductData {
  const key = idsKey(ids);
  const [loaded, setLoaded] = useState<Loaded>(() => loadedFrom(server));
  const answeredByServer = useRef(loaded.key);
  useEffect(() => {
    if (key === "" || key === answeredByServer.current) return;
    answeredByServer.current = "";
    let current = true;
    fetchProducts(key.split(",").map(Number)).then(
      (products) => {
        if (current) {
          setLoaded({ key, products: new Map(products.map((p) => [p.id, p])), failed: false });
        }
      },
      () => {
        if (current) setLoaded((last) => ({ ...last, key, failed: true }));
      },
    );
    return () => {
      current = false;
    };
  }, [key]);
  if (key === "") return { products: NONE, status: "ready" };
  if (loaded.key !== key) return { products: loaded.products, status: "loading" };
  return { products: loaded.products, status: loaded.failed ? "error" : "ready" };
}
