import { describe, expect, it } from "vitest";
import type { Orders } from "./orders.ts";
import { ordersChangingStock } from "./orders-changing-stock.ts";

describe("orders that tell the catalogue cache", () => {
  const fail = () => Promise.reject(new Error("database down"));
  const orders = {
    reservationMinutes: 45,
    place: fail,
    cancel: () => Promise.resolve(true),
    applyPayment: fail,
    withdraw: () => Promise.resolve({ ok: false, reason: "no_lines" }),
    releaseExpired: () => Promise.resolve(2),
    find: () => Promise.resolve(undefined),
  } as unknown as Orders;

  it.each([
    ["place", (o: Orders) => o.place({} as never), true],
    ["cancel", (o: Orders) => o.cancel("id"), true],
    ["applyPayment", (o: Orders) => o.applyPayment({} as never, "http://shop.test"), true],
    ["withdraw", (o: Orders) => o.withdraw("id", [1], "http://shop.test"), true],
    ["releaseExpired", (o: Orders) => o.releaseExpired(), true],
    ["find", (o: Orders) => o.find("id"), false],
  ])("%s tells it: %s, also when the change failed", async (_name, call, tells) => {
    let told = 0;
    const wrapped = ordersChangingStock(orders, () => (told += 1));
    const outcome = (promise: Promise<unknown>) =>
      promise.then(
        (value) => ({ value }),
        (error: unknown) => ({ error: String(error) }),
      );
    // What the orders answer comes through unchanged.
    expect(await outcome(call(wrapped))).toEqual(await outcome(call(orders)));
    expect(told).toBe(tells ? 1 : 0);
  });
});
