// What the page after leaving the shop says was kept, carried in its address (the shopper is
// signed out by then, so nothing else can tell the page): how many orders stay in the books,
// and which were still in progress. Read back leniently: a hand-edited address shows less.
import { parseOrderNumber } from "../../../domain/checkout/order-number.ts";

export interface DeletedNotice {
  orders: number;
  inProgress: string[];
}

export function deletedSearch({ orders, inProgress }: DeletedNotice): string {
  const search = new URLSearchParams({ ordrar: String(orders) });
  if (inProgress.length > 0) search.set("pagaende", inProgress.join(","));
  return `?${search.toString()}`;
}

export function readDeletedNotice(url: URL): DeletedNotice {
  const orders = Number(url.searchParams.get("ordrar"));
  const inProgress = (url.searchParams.get("pagaende") ?? "")
    .split(",")
    .filter((number) => parseOrderNumber(number) !== undefined)
    .slice(0, 20);
  return { orders: Number.isSafeInteger(orders) && orders > 0 ? orders : 0, inProgress };
}
