// An order as checkout would hand it to the order store, for the tests of placing and releasing
// orders: one buyer, one address, Instabox and card, unless a test says otherwise.
import type { NewOrder } from "../server/orders/order-store.ts";

const ADDRESS = {
  name: "Anna Svensson",
  street: "Storgatan 1",
  postcode: "111 22",
  city: "Stockholm",
};

export function orderFixture(
  overrides: Partial<NewOrder> & Pick<NewOrder, "lines" | "reservedUntil">,
): NewOrder {
  return {
    idempotencyKey: crypto.randomUUID(),
    email: "anna@example.se",
    phone: "+46701234567",
    billing: ADDRESS,
    shipping: ADDRESS,
    delivery: "instabox",
    payment: "card",
    language: "se",
    userId: undefined,
    deliveryFee: 0,
    paymentFee: 0,
    ...overrides,
  };
}
