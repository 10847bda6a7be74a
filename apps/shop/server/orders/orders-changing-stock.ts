// Orders whose every change of stock tells this instance's catalogue cache at once, so a buyer
// sees the stock they took on the next page; other instances see it at their next version check.
import type { Orders } from "./orders.ts";

export function ordersChangingStock(orders: Orders, changed: () => void): Orders {
  const then =
    <A extends unknown[], R>(work: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await work(...args);
      } finally {
        changed();
      }
    };
  return {
    ...orders,
    place: then((order) => orders.place(order)),
    cancel: then((id) => orders.cancel(id)),
    applyPayment: then((event, origin) => orders.applyPayment(event, origin)),
    withdraw: then((orderId, lineNos, origin) => orders.withdraw(orderId, lineNos, origin)),
    releaseExpired: then(() => orders.releaseExpired()),
  };
}
